/** Money as the spec shows it: rupees for products and inquiries, dollars for gallery and portfolio. */
const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 2 });

export const formatRupees = (amount: number) => rupees.format(amount);
export const formatDollars = (amount: number) => dollars.format(amount);
