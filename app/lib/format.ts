/** Money as the spec shows it: rupees for products and inquiries, dollars for gallery and portfolio. */
const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 2 });

export const formatRupees = (amount: number) => rupees.format(amount);
export const formatDollars = (amount: number) => dollars.format(amount);

/** A plural noun of the site's lists ("projects", "artworks") for a count: "1 project", "2 projects". */
export const nounFor = (count: number, plural: string) => (count === 1 ? plural.replace(/s$/, "") : plural);

/** A hero counter from the server's count with the spec's '+' ("12+"), but a plain "0" on an empty site. */
export const countPlus = (count: number) => (count > 0 ? `${count}+` : "0");
