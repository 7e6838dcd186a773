/**
 * /confirm-email: the link a new account's holder opens to prove their email address (issue 28,
 * docs/decisions/021), and the form that asks for a new link.
 */
export const emailConfirmCopy = {
  title: "Confirm your email address",
  intro: "Press the button to confirm that {email} is your address. Our team can then review your registration.",
  introApproved: "Press the button to confirm that {email} is your address.",
  submit: "Confirm my email address",
  confirming: "Confirming...",
  confirmed: "Your email address is confirmed. We will email you as soon as our team has approved your account.",
  confirmedApproved: "Your email address is confirmed.",
  linkInvalid: "This confirmation link has expired or was already used.",
  alreadyConfirmed: "This email address is already confirmed.",
  sentTitle: "Check your email",
  sentText: "We sent a confirmation link to the address you registered with. Open it within 7 days to confirm the address.",
  newLinkTitle: "Ask for a new link",
  newLinkText: "Enter the email address and password you registered with, and we will send a new confirmation link.",
  emailLabel: "Email address",
  passwordLabel: "Password",
  newLinkSubmit: "Send a new link",
  sending: "Sending...",
  newLinkSent: "A new confirmation link is on its way to {email}. It works for 7 days.",
  invalidCredentials: "Invalid email or password.",
  cannotConfirm: "This account cannot be confirmed. Please contact us if you need help.",
  mineTitle: "Confirm your email address",
  mineText:
    "Your email address {email} is not confirmed yet. Until it is, your data download and account deletion leave out the contact messages and newsletter subscription kept under this address.",
  mineSubmit: "Send me the confirmation link",
  backToLogin: "Back to sign in",
} as const;
