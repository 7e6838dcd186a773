/** The about page. Quoted texts are the spec's words (sections 2, 8, 9); the craft data is in ~/lib/about-content. */

export const aboutCopy = {
  metaTitle: "About Our Workshop",
  metaDescription:
    "The story of Surat Sadeli: a GI-tagged micro-mosaic wood-inlay craft from Gujarat, how our artisans make it strip by strip, and the awards the workshop has received.",
  eyebrow: "GI-tagged craft of Surat, Gujarat",
  heroFallback: "A family workshop keeping the Sadeli micro-mosaic of Surat alive, one hand-cut strip at a time.",
  loadFailed: "Failed to load site settings",
  heritageTitle: "Our Heritage",
  heritage: [
    "Sadeli is a micro-mosaic: slender strips of wood, bone and metal are bundled into patterned rods, sliced into wafers thinner than a coin and laid side by side until a box, a frame or a table top is covered in stars, diamonds and chevrons.",
    "The craft travelled from Shiraz in Persia to the west coast of India, and for nearly two centuries it has been practised in the lanes of Surat, where it earned its Geographical Indication as Surat Sadeli. Every piece from our workshop is still cut, assembled and polished by hand.",
  ],
  valuesTitle: "What We Stand For",
  values: [
    {
      title: "Made entirely by hand",
      text: "No laser cutting and no printed veneers. Each rod is glued and sliced by an artisan who has spent years learning the pattern.",
    },
    {
      title: "Honest materials",
      text: "Seasoned rosewood and sheesham, ethically sourced bone, brass and tin wire. We tell you exactly what a piece is made of.",
    },
    {
      title: "Fair work",
      text: "Our artisans are paid fairly and trained in-house, so the skills of Surat's Sadeli families pass to the next generation.",
    },
    {
      title: "Pieces that last",
      text: "We repair and restore what we make. A Sadeli box is meant to be handed down, not thrown away.",
    },
  ],
  statsTitle: "The workshop in numbers",
  timelineTitle: "Heritage Timeline",
  timelineSubtitle: "How a Persian craft became the pride of Surat.",
  processTitle: "The Workshop Process",
  processSubtitle: "From a bundle of strips to a finished heirloom: every step happens at our bench in Surat.",
  awardsTitle: "Awards & Recognition",
  contactTitle: "Visit or Write to Us",
  contactText: "You are welcome at the workshop: call ahead and we will show you a rod being sliced.",
  contactLink: "Send us a message",
  socialTitle: "Follow the Workshop",
  socialText: "New pieces, work in progress and exhibition news.",
  socialLabels: {
    facebook: "Facebook",
    instagram: "Instagram",
    twitter: "X (Twitter)",
    linkedin: "LinkedIn",
  },
  ctaTitle: "Own a piece of Surat's heritage",
  ctaProducts: "Explore Products",
  ctaContact: "Commission a Piece",
} as const;

export const legalCopy = {
  lastUpdatedLabel: "Last updated:",
  lastUpdated: "22 November 2026",
  /** Above the text of the policy and the terms on a Gujarati or Hindi page: the text itself is English only. */
  englishOnly: "",
  privacyTitle: "Privacy Policy",
  privacyDescription:
    "How our Surat Sadeli workshop collects, uses, keeps and protects your personal data under India's Digital Personal Data Protection Act, 2023, and the cookies this website uses.",
  termsTitle: "Terms of Service",
  termsDescription: "The terms for using our website and for inquiries, orders, custom commissions, shipping and returns of handmade Surat Sadeli pieces.",
} as const;
