/** Header, footer, 404 and error pages. */

export const notFound = {
  title: "Artwork Not Found",
  body: "The page you are looking for has been moved, sold, or never existed.",
  home: "Back to Home",
  gallery: "Browse Gallery",
} as const;

export const errorPage = {
  title: "Something went wrong",
  body: "We could not show this page just now. Please try again in a moment.",
} as const;

export const header = {
  giBadge: "GI Tagged",
  login: "Login",
  signUp: "Sign Up",
  myAccount: "My Account",
  adminBadge: "Admin",
  adminDashboard: "Admin Dashboard",
  logout: "Logout",
  menu: "Menu",
  switchToDark: "Switch to dark mode",
  switchToLight: "Switch to light mode",
  searchLabel: "Search the site",
  searchPlaceholder: "Search",
  searchSubmit: "Search",
} as const;

export const footer = {
  newsletterTitle: "Stay Updated",
  newsletterText: "New pieces, workshop stories and exhibition dates, straight to your inbox.",
  servicesTitle: "Our Services",
  quickLinksTitle: "Quick Links",
  contactTitle: "Contact Us",
  privacy: "Privacy Policy",
  terms: "Terms of Service",
} as const;
