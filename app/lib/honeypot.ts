/**
 * A field people never see or fill, on every public form. Form-filling robots fill every field
 * they find; a submission with this one filled is answered as if it worked and stored nowhere.
 */
export const HONEYPOT_FIELD = "website_url";
