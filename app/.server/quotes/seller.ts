/**
 * The workshop as the seller on a quotation, from Settings: copied into a revision when it is
 * sent, so a quotation reads the same after Settings change.
 */
import { getSiteSettings } from "~/.server/settings/site-settings";
import type { GstRateBp } from "~/lib/gst/rates";
import { isGstRate } from "~/lib/gst/rates";
import { HOME_STATE_CODE } from "~/lib/gst/states";

export type Seller = {
  name: string;
  legal_name: string;
  gstin: string;
  state_code: string;
  address: string;
  email: string;
  phone: string;
  bank_account_name: string;
  bank_account_number: string;
  bank_ifsc: string;
  bank_name: string;
  upi_id: string;
};

export type QuoteDefaults = { validityDays: number; terms: string; hsn: string; rateBp: GstRateBp };

export function currentSeller(): Seller {
  const settings = getSiteSettings();
  return {
    name: settings?.site_name ?? "",
    legal_name: settings?.legal_name ?? "",
    gstin: settings?.gstin ?? "",
    state_code: settings?.state_code || HOME_STATE_CODE,
    address: settings?.invoice_address || settings?.address || "",
    email: settings?.contact_email ?? "",
    phone: settings?.contact_phone ?? "",
    bank_account_name: settings?.bank_account_name ?? "",
    bank_account_number: settings?.bank_account_number ?? "",
    bank_ifsc: settings?.bank_ifsc ?? "",
    bank_name: settings?.bank_name ?? "",
    upi_id: settings?.upi_id ?? "",
  };
}

/** What a quotation cannot be sent without: who sells, under which GSTIN, from which state and address. */
export const sellerIsComplete = (seller: Seller): boolean => Boolean(seller.legal_name && seller.gstin && seller.state_code && seller.address);

export function quoteDefaults(): QuoteDefaults {
  const settings = getSiteSettings();
  const rate = settings?.default_gst_rate_bp ?? 500;
  return {
    validityDays: settings?.quote_validity_days ?? 30,
    terms: settings?.quote_terms ?? "",
    hsn: settings?.default_hsn_code ?? "4420",
    rateBp: isGstRate(rate) ? rate : 500,
  };
}

export const parseSeller = (json: string | null): Seller | null => (json ? (JSON.parse(json) as Seller) : null);
