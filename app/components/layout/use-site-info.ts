/**
 * The site settings as a public page shows them (decision 029): the root's record, in English,
 * with the texts written for a Gujarati or Hindi page laid over it (the site layout's loader
 * sends them with the shell's copy, again only when the language changes). `descriptionLang` is
 * "en" where the description has no translation, so the English is marked as such.
 */
import { useRouteLoaderData } from "react-router";

import { SITE_LAYOUT_ID, useEnglishMark } from "~/lib/i18n/use-copy";
import { useRootData } from "~/root";

/** What the site layout's loader sends: `siteTextsIn` in ~/.server/settings/site-settings. */
export type SiteTexts = { site_description?: string; untranslated: string[] };

export function useSiteInfo() {
  const site = useRootData()?.site;
  const texts = (useRouteLoaderData(SITE_LAYOUT_ID) as { siteTexts?: SiteTexts } | undefined)?.siteTexts;
  const english = useEnglishMark();
  if (!site) return undefined;
  const description = texts?.site_description;
  return { ...site, site_description: description ?? site.site_description, descriptionLang: description ? undefined : english };
}
