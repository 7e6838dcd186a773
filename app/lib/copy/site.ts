/**
 * The public site's copy in English, gathered into one object whose type every other language's
 * copy must satisfy (copy/gu.ts, copy/hi.ts: `satisfies Copy`), so a missing key fails the type
 * check. Import it for its type only in code that reaches the browser: the pages keep importing
 * the English module they use (their own bundle), and a Gujarati or Hindi page gets its
 * language's copy from the site layout's loader (useCopy in ~/lib/i18n/use-copy).
 */
import { aboutContentCopy } from "../about-content";
import { aboutCopy, legalCopy } from "./about";
import { accountCopy } from "./account";
import { accountNav } from "./account-nav";
import { auth, authPages } from "./auth";
import { galleryCopy, productsCopy } from "./catalogue";
import { contactCopy, messageTypeLabels, unsubscribeCopy } from "./contact";
import { emailConfirmCopy } from "./email-confirm";
import { formWords } from "./form-words";
import { homeCopy, homeMeta } from "./home";
import { homeSectionsCopy } from "./home-sections";
import { inquiryCopy, inquiryPageCopy } from "./inquiries";
import { inquiryFormCopy } from "./inquiry-forms";
import { shellWords, siteShellCopy } from "./languages";
import { limitsCopy } from "./limits";
import { listingCopy } from "./listing";
import { myDataCopy, myInquiriesCopy } from "./my-data";
import { newsletterConfirmCopy, newsletterCopy } from "./newsletter";
import { phrases } from "./phrases";
import { productFacts } from "./product-facts";
import { feedCopy, productRequestCopy } from "./product-requests";
import { myQuotesCopy, quoteBasketCopy } from "./quote-pages";
import { quoteRuleCopy } from "./quotes";
import { searchCopy } from "./search";
import { serverWords } from "./server-words";
import { errorPage, footer, header, notFound } from "./shell";
import { blogCopy, portfolioCopy } from "./stories";
import { validation } from "./validation";

export const en = {
  notFound,
  errorPage,
  header,
  footer,
  siteShellCopy,
  homeSectionsCopy,
  phrases,
  productsCopy,
  galleryCopy,
  portfolioCopy,
  blogCopy,
  listing: listingCopy,
  homeCopy,
  contactCopy,
  messageTypeLabels,
  newsletterCopy,
  unsubscribeCopy,
  validation,
  auth,
  inquiryCopy,
  aboutCopy,
  legalCopy,
  limitsCopy,
  serverWords,
  productFacts,
  // The pages that were still English on /gu and /hi (issue 19): the item pages' words, login and
  // registration, the account pages, the about page's story, the shell's labels.
  shellWords,
  inquiryPageCopy,
  inquiryFormCopy,
  authPages,
  accountCopy,
  accountNav,
  myInquiriesCopy,
  myDataCopy,
  aboutContent: aboutContentCopy,
  homeMeta,
  formWords,
  newsletterConfirmCopy,
  emailConfirmCopy,
  // Issue 29: the blog's feeds and the requests about an unavailable product.
  feedCopy,
  productRequestCopy,
  // The site search (issue 29).
  searchCopy,
  // Issue 31: the buyer's quote basket and quotes, and the quote rules' messages (translated at the field).
  quoteBasketCopy,
  myQuotesCopy,
  quoteRuleCopy,
};

type AnyFunction = (...args: never[]) => unknown;

/** The English copy's shape with any text in place of its exact words, and without its functions (templates in `phrases` stand in). */
export type Widen<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? readonly Widen<Item>[]
    : T extends object
      ? { readonly [Key in keyof T as T[Key] extends AnyFunction ? never : Key]: Widen<T[Key]> }
      : T;

export type Copy = Widen<typeof en>;
export type CopySection = keyof Copy;
