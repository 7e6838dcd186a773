/** Login and business registration. Quoted texts are the spec's words. */

export const auth = {
  loginTitle: "Welcome Back",
  loginSubtitle: "Sign in to your business account",
  emailLabel: "Email address",
  passwordLabel: "Password",
  signIn: "Sign In",
  signingIn: "Signing in...",
  newHere: "New to our workshop?",
  registerLink: "Register Your Business",
  registrationCompleted: "Registration completed successfully!",
  loginFailed: "Login failed",
  signupFailed: "Signup failed",
  invalidCredentials: "Invalid email or password.",
  accountPending: "Your registration is awaiting approval by our team. We will email you as soon as your account is approved.",
  accountRejected: "Your registration was not approved. Please contact us if you think this is a mistake.",
  accountDisabled: "This account has been disabled. Please contact us if you need help.",
  emailTaken: "An account with this email already exists. Please log in instead.",
  signupTitle: "Register Your Business",
  signupSubtitle: "Join our network of retailers, designers and collectors of Surat Sadeli craft",
  accountAwaitingEmail:
    "Please confirm your email address first: open the link we emailed you when you registered. If it has expired, the page it opens lets you ask for a new one.",
  // After sign-up, the login page says what comes next (issue 29): the address first, then the team's approval.
  registrationNextTitle: "What happens next",
  registrationSteps: [
    "Confirm your email address: open the link we have just emailed you.",
    "Our team then reviews your registration: we approve every business account by hand, usually within one working day.",
    "We email you as soon as your account is approved. Then sign in here.",
  ],
  newConfirmationLink: "Ask for a new confirmation link",
} as const;

/** The login and registration pages' other words: their meta, registration's fields, steps, benefits and help. */
export const authPages = {
  loginMetaTitle: "Login",
  loginMetaDescription: "Sign in to your business account to send product and project inquiries.",
  signupMetaDescription: "Register your business to send inquiries for handcrafted Surat Sadeli products and commissions.",
  personalTitle: "Personal & business information",
  addressTitle: "Address",
  passwordTitle: "Set your password",
  fullName: "Full name",
  businessName: "Business name",
  contactNumber: "Contact number",
  streetAddress: "Street address",
  city: "City",
  confirmPassword: "Confirm password",
  register: "Register Business",
  registering: "Registering...",
  alreadyRegistered: "Already registered?",
  signInLink: "Sign in",
  stepsTitle: "2-step approval process",
  steps: [
    { title: "Register", text: "Tell us about yourself and your business." },
    { title: "Team approval", text: "Our team checks every registration, usually within one working day." },
  ],
  benefitsTitle: "Benefits",
  benefits: [
    "Send product and commission inquiries directly to our master artisans",
    "Trade pricing for retailers, interior designers and hotels",
    "Early access to new collections and exhibition pieces",
    "Custom sizes, monograms and corporate gifting",
  ],
  helpTitle: "Need help?",
  helpQuestion: "Questions about registering?",
  contactUs: "Contact us",
  orWriteTo: "or write to",
} as const;
