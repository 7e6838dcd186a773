/** The contact page and the newsletter. Quoted texts are the spec's words (sections 2, 4, 8, 9). */

/** Labels of the message types (section 3), in the order the form offers them. */
export const messageTypeLabels = {
  inquiry: "General Inquiry",
  support: "Support Request",
  collaboration: "Collaboration",
  complaint: "Complaint",
  other: "Other",
} as const;

export const contactCopy = {
  metaTitle: "Contact Us",
  metaDescription:
    "Write to the Sadeli workshop in Surat: questions about pieces, custom orders, corporate gifting, collaborations or support. We reply within 24-48 hours.",
  eyebrow: "We would love to hear from you",
  title: "Get in Touch",
  subtitle: "Ask about a piece, plan a custom commission or a corporate gift, or simply tell us what you think. A member of our workshop reads every message.",
  formTitle: "Send us a message",
  formIntro: "Fields marked optional may be left empty.",
  labels: {
    name: "Full name",
    email: "Email address",
    phone: "Phone number",
    messageType: "Message type",
    subject: "Subject",
    message: "Message",
  },
  placeholders: {
    name: "Your name",
    email: "you@example.com",
    phone: "+91 98765 43210",
    subject: "What is your message about?",
    message: "Tell us about the piece, the size, the occasion or your question...",
  },
  submit: "Send Message",
  submitting: "Sending Message...",
  sent: "Message sent successfully!",
  sentDetail: "Thank you for writing to us. We will reply within 24-48 hours.",
  errorTitle: "Error submitting message",
  submitFailed: "Failed to submit message. Please try again.",
  networkFailed: "Failed to submit message. Please check your connection and try again.",
  messageTypeInvalid: "Please choose a message type",
  studioDetails: "Studio details",
  cards: {
    address: "Visit the Studio",
    phone: "Call Us",
    email: "Email Us",
  },
  mapTitle: "Find Us",
  mapFrameTitle: "Map showing the location of our studio",
  mapLink: "Open the map in Google Maps",
  /** With JavaScript: loads Google's map in the page, only when asked (decision 024). */
  mapShow: "Show the map here",
  mapShowNote: "The map comes from Google Maps and loads only when you ask for it.",
  featuresTitle: "Why write to us",
  features: [
    { title: "1-Hour Priority Response", text: "Urgent order and delivery questions are answered within the hour during workshop hours." },
    { title: "24/7 Support", text: "Send us a message at any hour: it reaches our team straight away." },
    { title: "Reply within 24-48 hours", text: "Every message gets a personal answer from the workshop within two days." },
  ],
} as const;

/** The newsletter's unsubscribe page. */
export const unsubscribeCopy = {
  metaTitle: "Unsubscribe",
  metaDescription: "Stop receiving the newsletter of our Sadeli workshop.",
  eyebrow: "Newsletter",
  title: "Unsubscribe from our newsletter",
  question: (email: string) => `Do you want to stop receiving our newsletter at ${email}?`,
  confirm: "Yes, unsubscribe me",
  confirming: "Unsubscribing...",
  keep: "No, keep me subscribed",
  doneTitle: "You are unsubscribed",
  done: (email: string) => `${email} will receive no more newsletters from us. We are sorry to see you go.`,
  resubscribe: "Changed your mind? You can subscribe again at any time.",
  subscribeAgain: "Subscribe again",
  backHome: "Back to Home",
} as const;
