/**
 * Whether the cards shown open their item over a list (decision 005): there a card's link keeps
 * the list's scroll, under the dialog and when it closes. Elsewhere (the home page's sections) the
 * item is a page of its own, which starts at its top.
 */
import { createContext, useContext } from "react";

export const CardsOverList = createContext(false);

/** The scroll behaviour of a card's link. */
export const useCardLinkKeepsScroll = () => useContext(CardsOverList);
