/**
 * The site's words. Texts the spec quotes are copied here word for word, so a change of
 * wording is one edit and a test can import the exact string it expects.
 */

export const validation = {
  nameRequired: "Name is required",
  nameMin: "Name must be at least 2 characters",
  businessNameRequired: "Business name is required",
  businessNameMin: "Business name must be at least 2 characters",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email",
  contactNumberRequired: "Contact number is required",
  contactNumberMin: "Contact number must be at least 10 digits",
  phoneInvalid: "Please enter a valid phone number",
  addressRequired: "Address is required",
  addressMin: "Address must be at least 5 characters",
  cityRequired: "City is required",
  cityMin: "City must be at least 2 characters",
  passwordRequired: "Password is required",
  passwordMin: "Password must be at least 6 characters",
  passwordTooLong: "Password must be at most 128 characters",
  confirmPasswordRequired: "Please confirm your password",
  passwordsDoNotMatch: "Passwords do not match",
  subjectRequired: "Subject is required",
  messageRequired: "Message is required",
  messageMin: "Message must be at least 10 characters",
  tooLong: (max: number) => `Must be at most ${max} characters`,
} as const;

export const auth = {
  loginTitle: "Welcome Back",
  loginSubtitle: "Sign in to your business account",
  registerLink: "Register Your Business",
  registrationCompleted: "Registration completed successfully!",
  loginFailed: "Login failed",
  signupFailed: "Signup failed",
  invalidCredentials: "Invalid email or password.",
  accountPending:
    "Your registration is awaiting approval by our team. We will email you as soon as your account is approved.",
  accountRejected:
    "Your registration was not approved. Please contact us if you think this is a mistake.",
  accountDisabled: "This account has been disabled. Please contact us if you need help.",
  emailTaken: "An account with this email already exists. Please log in instead.",
  signupTitle: "Register Your Business",
  signupSubtitle: "Join our network of retailers, designers and collectors of Surat Sadeli craft",
} as const;

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
