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
} as const;
