/**
 * The words and numbers of the demo content: a Sadeli workshop in Gopipura, Surat, its
 * catalogue, gallery, commissions and journal. Plain data only; `demo-content.ts` turns it into
 * rows and pictures. Categories are referred to by name and resolved to ids when inserting.
 * Dates are "days ago", so the content always looks recent and never lies in the future.
 */
import type { schema } from "../db";
import type { Motif, Palette, PanelLayout, Subject } from "./pattern-art";

/**
 * What every demo picture needs: a seed, and where the words describe the picture (alt texts,
 * titles), the motif, layout and palette that make it match.
 */
export type Artwork = { seed: number; motif?: Motif; subject?: Subject; layout?: PanelLayout; palette?: Palette };

export const MASTER_CRAFTSMAN = "Mahendra Mistry";

export const demoSettings = {
  site_name: "Surat Sadeli Art Studio",
  site_description:
    "A family workshop in Gopipura, Surat, making GI-tagged Sadeli micro-mosaic by hand since 1962. Boxes, frames, desk sets and furniture inlaid strip by strip in rosewood, bone-white, brass and tin.",
  contact_email: "hello@suratsadeliart.in",
  contact_phone: "+91 98765 43210",
  address: "14 Sadeli Vad, near Gopipura Main Road, Gopipura, Surat, Gujarat 395001, India",
  social_facebook: "https://www.facebook.com/suratsadeliart",
  social_instagram: "https://www.instagram.com/suratsadeliart",
  social_twitter: "https://x.com/suratsadeliart",
  social_linkedin: "https://www.linkedin.com/company/surat-sadeli-art-studio",
  whatsapp_number: "919876543210",
  support_email: "orders@suratsadeliart.in",
  seo_meta_title: "Surat Sadeli Art Studio | Handmade GI-Tagged Sadeli Inlay from Surat",
  seo_meta_description:
    "Handmade Surat Sadeli micro-mosaic: jewellery boxes, photo frames, desk sets, trays and furniture inlay from a family workshop in Gopipura, Surat.",
  seo_meta_keywords:
    "Sadeli, Surat Sadeli, Sadeli craft, GI tag, wood inlay, micro mosaic, handmade jewellery box, Indian handicraft, corporate gifts, Gujarat craft",
} as const;

export const demoProductCategories = [
  {
    name: "Jewellery Boxes",
    description: "Caskets, trinket boxes and ring boxes, lined in velvet, inlaid on every face that shows.",
  },
  {
    name: "Photo Frames",
    description: "Frames and mirrors with Sadeli borders, from pocket sizes to statement pieces for a hall.",
  },
  {
    name: "Pen Stands & Desk Sets",
    description: "Pen stands, card holders and full desk sets for a study, a cabin or a boardroom.",
  },
  {
    name: "Trays & Coasters",
    description: "Serving trays, tea trays, dry-fruit boxes and coasters, sealed against warm cups and spills.",
  },
  {
    name: "Furniture Inlay",
    description: "Side tables, coffee tables, chowkis and shelves made to order, with Sadeli tops and borders.",
  },
  {
    name: "Gift Sets",
    description: "Matched pieces boxed together for weddings, festivals and corporate occasions.",
  },
] as const;

/**
 * A demo product: the table's own fields (so a column added to products is one more line in each
 * product below, nothing else), with its category by name and its age in days instead of ids and dates.
 */
export type DemoProduct = Artwork &
  Omit<typeof schema.products.$inferInsert, "id" | "category" | "image_url" | "created_at" | "updated_at"> & {
    category: (typeof demoProductCategories)[number]["name"];
    daysAgo: number;
  };

export const demoProducts: DemoProduct[] = [
  {
    title: "Hexagonal Star Jewellery Box, Large",
    category: "Jewellery Boxes",
    short_description: "A lidded rosewood casket covered in six-pointed Sadeli stars of bone-white and brass.",
    description:
      "The lid of this box carries our oldest pattern: a six-pointed star framed in a hexagon, repeated edge to edge. Each star is the cut face of a rod built from more than sixty triangular strips, so every one of the stars you see on the lid was once part of the same long bundle.\n\nInside, the box is lined in deep maroon velvet with a removable tray for rings and earrings. The lid sits on two solid brass hinges and closes onto a small brass hasp. The four sides carry a narrower sawtooth border so the star field on top reads as the centrepiece.\n\nWe finish it with several coats of hand-rubbed polish, which deepens the rosewood and gives the brass a soft glow rather than a mirror shine.",
    price: 6800,
    original_price: 7800,
    is_featured: true,
    stock_quantity: 6,
    sku: "SDL-JB-001",
    tags: "jewellery box, hexagonal star, rosewood, bridal gift",
    dimensions: "25 x 18 x 10 cm",
    weight: 1.4,
    material: "Rosewood, Sadeli strips of ivory-white bone substitute, brass",
    crafting_time: "3 weeks",
    daysAgo: 12,
    seed: 101,
    motif: "hexagonal-star",
    subject: "box",
  },
  {
    title: "Rosewood Trinket Box with Triangle Band",
    category: "Jewellery Boxes",
    short_description: "A small everyday box with a single band of triangles around its waist.",
    description:
      "Not every piece needs to be covered from corner to corner. This trinket box is mostly plain polished rosewood, with one band of alternating triangles running around it just below the lid line. The band is about two centimetres deep and is laid from a single slice of rod so the pattern meets itself neatly at the back corner.\n\nIt is the right size for a pair of earrings, a watch or the small things that collect on a dressing table, and it makes a modest first introduction to Sadeli for someone who has never seen it.",
    price: 1850,
    stock_quantity: 14,
    sku: "SDL-JB-002",
    tags: "trinket box, rosewood, triangles, everyday",
    dimensions: "12 x 9 x 6 cm",
    weight: 0.35,
    material: "Rosewood, Sadeli strips of ivory-white bone substitute, tin",
    crafting_time: "1 week",
    daysAgo: 41,
    seed: 102,
    motif: "triangles",
    subject: "box",
  },
  {
    title: "Brass-Edged Ring Box",
    category: "Jewellery Boxes",
    short_description: "A palm-sized ring box with a chevron lid and brass corners, lined in ivory silk.",
    description:
      "Made for proposals, engagements and the passing down of a family ring. The lid is inlaid with a fine chevron of sheesham, bone-white and brass, and each corner of the box is capped with a folded brass edge that protects it from knocks.\n\nThe inside holds a single ring in a slotted silk cushion. Because the box is so small, the chevron is cut from our narrowest rods, about five millimetres across, which makes it one of the finest pieces of work in the catalogue for its size.",
    price: 950,
    stock_quantity: 25,
    sku: "SDL-JB-003",
    tags: "ring box, engagement, chevron, brass",
    dimensions: "7 x 7 x 5 cm",
    weight: 0.15,
    material: "Sheesham, Sadeli strips of ivory-white bone substitute, brass",
    crafting_time: "5 days",
    daysAgo: 96,
    seed: 103,
    motif: "chevrons",
    subject: "box",
  },
  {
    title: "Three-Tier Sadeli Jewellery Chest",
    category: "Jewellery Boxes",
    short_description: "A heirloom chest with a lift-up lid and two drawers, inlaid on all five visible faces.",
    description:
      "This is the piece our workshop is asked about most at exhibitions. It stands on four brass feet, opens at the top to a mirrored lid and a velvet-lined well, and has two shallow drawers below for necklaces and bangles.\n\nEvery visible face is inlaid, and the patterns change from tier to tier: diamonds on the drawers, hexagonal stars on the top, and a sawtooth border binding them together. Laying a chest like this takes one craftsman roughly a month, most of it spent matching slices so the pattern runs unbroken across the drawer fronts.\n\nWe make only a few each year. Each one is signed and dated underneath by the craftsman who laid it.",
    price: 18500,
    is_featured: true,
    stock_quantity: 2,
    sku: "SDL-JB-004",
    tags: "jewellery chest, heirloom, drawers, wedding",
    dimensions: "32 x 22 x 24 cm",
    weight: 3.8,
    material: "Rosewood, Sadeli strips of ivory-white bone substitute, brass, tin",
    crafting_time: "5 weeks",
    daysAgo: 150,
    seed: 104,
    motif: "diamonds",
    subject: "box",
  },
  {
    title: "Chevron Sadeli Photo Frame, 5 x 7",
    category: "Photo Frames",
    short_description: "A table-top frame with a bold chevron border and a fold-out rosewood stand.",
    description:
      "The border of this frame is four and a half centimetres wide and laid with a chevron that alternates brass, bone-white and two tones of wood. Mitred corners are cut after the mosaic is laid, so the zigzag turns each corner cleanly.\n\nIt takes a standard 5 x 7 inch photograph behind glass and stands either upright or sideways on its fold-out stand. A small brass ring on the back lets it hang on a wall as well.",
    price: 1450,
    original_price: 1700,
    stock_quantity: 18,
    sku: "SDL-PF-001",
    tags: "photo frame, chevron, table top, gift",
    dimensions: "24 x 19 x 2 cm",
    weight: 0.6,
    material: "Sheesham, Sadeli strips of ivory-white bone substitute, brass",
    crafting_time: "10 days",
    daysAgo: 23,
    seed: 111,
    motif: "chevrons",
    subject: "frame",
  },
  {
    title: "Double Photo Frame with Diamond Band",
    category: "Photo Frames",
    short_description: "A hinged pair of frames that stand open like a book, bordered in small diamonds.",
    description:
      "Two 4 x 6 inch frames joined by a concealed brass hinge, so they stand open like the covers of a book. The outer borders are laid with a band of small diamonds, and a thin line of tin runs just inside each opening.\n\nCouples often choose it for a wedding and an engagement photograph side by side, and parents for two children. Folded shut, it packs flat for travel.",
    price: 2600,
    stock_quantity: 9,
    sku: "SDL-PF-002",
    tags: "double frame, diamonds, couple gift, hinged",
    dimensions: "2 frames of 18 x 14 cm",
    weight: 0.9,
    material: "Rosewood, Sadeli strips of ivory-white bone substitute, tin, brass hinge",
    crafting_time: "2 weeks",
    daysAgo: 67,
    seed: 112,
    motif: "diamonds",
    subject: "frame",
  },
  {
    title: "Wall Mirror with Sadeli Border",
    category: "Photo Frames",
    short_description: "A statement wall mirror with a broad border of eight-point stars and a brass fillet.",
    description:
      "A bevelled mirror set in a ten-centimetre Sadeli border. The border is laid with eight-pointed stars in bone-white and brass on dark rosewood, and a fillet of solid brass separates the mosaic from the glass.\n\nThe frame is built on a seasoned teak core so it stays flat in humid rooms, and it hangs from two steel brackets screwed into the core rather than from the inlaid surface. It suits an entrance hall or a dressing room, and it is large enough to be seen from across the room.\n\nBecause of its size it is packed in a wooden crate and shipped by road within India.",
    price: 8900,
    is_featured: true,
    stock_quantity: 3,
    sku: "SDL-PF-003",
    tags: "wall mirror, eight point star, hallway, statement piece",
    dimensions: "70 x 50 x 3 cm",
    weight: 5.2,
    material: "Teak core, rosewood, Sadeli strips of ivory-white bone substitute, brass",
    crafting_time: "4 weeks",
    daysAgo: 110,
    seed: 113,
    motif: "eight-point-star",
    palette: "rosewood-ivory",
    subject: "frame",
  },
  {
    title: "Miniature Frame Set of Three",
    category: "Photo Frames",
    short_description: "Three passport-sized frames, each with a different Sadeli motif, sold as a set.",
    description:
      "Three small frames, each bordered with a different pattern: triangles, hexagonal stars and chevrons. Together they show how much variety comes out of the same handful of materials.\n\nThey take passport-sized photographs and stand on tiny brass easels. The current batch has sold out; a new one is being laid and will be back in stock soon.",
    price: 2200,
    is_available: false,
    stock_quantity: 0,
    sku: "SDL-PF-004",
    tags: "miniature frames, set of three, passport photo, sampler",
    dimensions: "3 frames of 9 x 7 cm",
    weight: 0.4,
    material: "Sheesham, Sadeli strips of ivory-white bone substitute, brass, tin",
    crafting_time: "2 weeks",
    daysAgo: 205,
    seed: 114,
    motif: "triangles",
    subject: "frame",
  },
  {
    title: "Sadeli Pen Stand, Eight-Point Star",
    category: "Pen Stands & Desk Sets",
    short_description: "A square pen stand inlaid on four sides with eight-pointed stars.",
    description:
      "A solid pen stand with a weighted base, so it does not tip when you pull a pen out in a hurry. All four sides are inlaid with eight-pointed stars in bone-white and brass, and the top rim is finished with a narrow brass strip.\n\nThe inside is lacquered black so ink marks wipe away. It holds eight to ten pens comfortably.",
    price: 1250,
    stock_quantity: 30,
    sku: "SDL-DS-001",
    tags: "pen stand, desk, eight point star, office",
    dimensions: "8 x 8 x 11 cm",
    weight: 0.45,
    material: "Sheesham, Sadeli strips of ivory-white bone substitute, brass",
    crafting_time: "1 week",
    daysAgo: 5,
    seed: 121,
    motif: "eight-point-star",
    subject: "pen-stand",
  },
  {
    title: "Executive Desk Set",
    category: "Pen Stands & Desk Sets",
    short_description: "Pen stand, card holder, paperweight and tray in matching hexagonal-star Sadeli.",
    description:
      "Four matching pieces for a working desk: a pen stand, a business card holder, a paperweight and a long tray for clips and keys. All four are laid from the same batch of hexagonal-star rods, so the colours match exactly.\n\nThis is the set companies most often order for directors' cabins and retirement gifts. We can fit a small brass plate to the tray for an engraved name or date if you ask when ordering.\n\nThe set comes in a fitted box lined with cotton, ready to give.",
    price: 5400,
    is_featured: true,
    stock_quantity: 11,
    sku: "SDL-DS-002",
    tags: "desk set, executive gift, corporate, hexagonal star",
    dimensions: "Tray 26 x 9 cm, pen stand 8 x 8 x 11 cm",
    weight: 1.6,
    material: "Rosewood, Sadeli strips of ivory-white bone substitute, brass, tin",
    crafting_time: "2 weeks",
    daysAgo: 58,
    seed: 122,
    motif: "hexagonal-star",
    subject: "gift-set",
  },
  {
    title: "Business Card Holder with Brass Inlay",
    category: "Pen Stands & Desk Sets",
    short_description: "A slim card holder with a triangle-pattern front and a brass lip.",
    description:
      "A small, sturdy holder for around forty business cards. The front panel is inlaid with triangles in wood and bone-white, and a strip of brass along the top edge takes the wear of fingers reaching for a card.\n\nIt is the most affordable way to bring a piece of Sadeli onto a desk, and it is often bought in quantity as a conference or client gift.",
    price: 850,
    stock_quantity: 48,
    sku: "SDL-DS-003",
    tags: "card holder, office, budget gift, triangles",
    dimensions: "10 x 5 x 4 cm",
    weight: 0.12,
    material: "Sheesham, Sadeli strips of ivory-white bone substitute, brass",
    crafting_time: "4 days",
    daysAgo: 132,
    seed: 123,
    motif: "triangles",
    subject: "box",
  },
  {
    title: "Letter Rack and Pen Tray",
    category: "Pen Stands & Desk Sets",
    short_description: "A two-slot letter rack on a pen tray base, with chevron inlay on the front.",
    description:
      "A letter rack with two slots for envelopes and notes, built onto a shallow tray that holds pens and a letter opener. The front of the rack is inlaid with a chevron, and the tray edges carry a sawtooth border.\n\nIt keeps a writing desk tidy without taking much room, and it looks as good in a home study as on a reception counter.",
    price: 3200,
    original_price: 3600,
    stock_quantity: 7,
    sku: "SDL-DS-004",
    tags: "letter rack, pen tray, study, chevron",
    dimensions: "24 x 12 x 14 cm",
    weight: 0.95,
    material: "Rosewood, Sadeli strips of ivory-white bone substitute, brass",
    crafting_time: "2 weeks",
    daysAgo: 181,
    seed: 124,
    motif: "chevrons",
    subject: "pen-stand",
  },
  {
    title: "Sadeli Serving Tray with Brass Handles",
    category: "Trays & Coasters",
    short_description: "A rectangular serving tray with a full Sadeli floor and solid brass handles.",
    description:
      "The floor of this tray is covered edge to edge in diamonds and sealed under a clear, heat-resistant finish, so it can take cups, glasses and the occasional spill. The raised rosewood rim is bound with a sawtooth border.\n\nThe handles are cast brass, screwed through the rim into a hardwood block, not glued. Wipe it with a damp cloth and dry it straight away; do not soak it.",
    price: 4800,
    stock_quantity: 8,
    sku: "SDL-TC-001",
    tags: "serving tray, brass handles, diamonds, entertaining",
    dimensions: "45 x 30 x 5 cm",
    weight: 1.9,
    material: "Rosewood, Sadeli strips of ivory-white bone substitute, brass, tin",
    crafting_time: "3 weeks",
    daysAgo: 31,
    seed: 131,
    motif: "diamonds",
    subject: "tray",
  },
  {
    title: "Set of Six Coasters in Holder",
    category: "Trays & Coasters",
    short_description: "Six round coasters, each with its own motif, stacked in an inlaid holder.",
    description:
      "Six coasters, each laid with a different Sadeli pattern, so guests can tell their glasses apart. They sit in an open holder whose sides carry a band of triangles.\n\nEach coaster has a cork base and a sealed top that takes hot cups without marking. They are the most popular housewarming present in our shop.",
    price: 1650,
    original_price: 1950,
    stock_quantity: 22,
    sku: "SDL-TC-002",
    tags: "coasters, set of six, housewarming, tableware",
    dimensions: "Coasters 10 cm across, holder 11 x 11 x 6 cm",
    weight: 0.7,
    material: "Sheesham, Sadeli strips of ivory-white bone substitute, brass, cork",
    crafting_time: "10 days",
    daysAgo: 75,
    seed: 132,
    subject: "coasters",
  },
  {
    title: "Dry Fruit Box with Four Compartments",
    category: "Trays & Coasters",
    short_description: "A lidded box with four lacquered compartments for almonds, cashews, raisins and dates.",
    description:
      "Offering dry fruit to guests is part of every festival and visit in Gujarat, and this box is made for it. Four compartments lacquered inside for easy cleaning sit under a single lid inlaid with hexagonal stars.\n\nThe lid lifts off completely and turns into a small serving tray of its own. It is a common Diwali present and we make more of them in the months before the festival.",
    price: 3900,
    stock_quantity: 12,
    sku: "SDL-TC-003",
    tags: "dry fruit box, Diwali, compartments, hexagonal star",
    dimensions: "28 x 28 x 8 cm",
    weight: 1.5,
    material: "Rosewood, Sadeli strips of ivory-white bone substitute, brass",
    crafting_time: "2 weeks",
    daysAgo: 250,
    seed: 133,
    motif: "hexagonal-star",
    subject: "tray",
  },
  {
    title: "Hexagonal Tea Tray",
    category: "Trays & Coasters",
    short_description: "A six-sided tea tray with a star medallion in the centre.",
    description:
      "A six-sided tray with a medallion at its centre and a field of triangles around it. It takes a teapot and four cups with room to spare.\n\nThe last piece sold at our winter exhibition. We are laying a new batch and expect it back in stock in about a month; write to us if you would like one set aside.",
    price: 5600,
    is_available: false,
    stock_quantity: 0,
    sku: "SDL-TC-004",
    tags: "tea tray, hexagonal, medallion, triangles",
    dimensions: "40 cm across, 5 cm high",
    weight: 1.7,
    material: "Rosewood, Sadeli strips of ivory-white bone substitute, brass, tin",
    crafting_time: "3 weeks",
    daysAgo: 300,
    seed: 134,
    motif: "triangles",
    subject: "tray",
  },
  {
    title: "Sadeli Side Table with Inlaid Top",
    category: "Furniture Inlay",
    short_description: "A solid sheesham side table with a fully inlaid top and a patterned apron.",
    description:
      "A side table for a sofa or a bedside, built in solid sheesham with turned legs. The top is covered in hexagonal stars, and the apron below it carries a band of diamonds.\n\nThe top is sealed with a hard, clear finish that takes a glass or a lamp without trouble. It is made to order: we show you a sample slice of the rod and the colours before laying begins, so you know exactly what the table will look like.\n\nDelivery within India is by road in a wooden crate; we ship abroad by sea freight on request.",
    price: 28500,
    is_featured: true,
    stock_quantity: 1,
    sku: "SDL-FI-001",
    tags: "side table, furniture, sheesham, made to order",
    dimensions: "55 x 55 x 60 cm",
    weight: 11,
    material: "Solid sheesham, Sadeli strips of ivory-white bone substitute, brass, tin",
    crafting_time: "8 weeks",
    daysAgo: 17,
    seed: 141,
    motif: "hexagonal-star",
    subject: "table",
  },
  {
    title: "Coffee Table with Sadeli Border",
    category: "Furniture Inlay",
    short_description: "A low rosewood coffee table with a broad Sadeli border around a plain top.",
    description:
      "This table keeps the centre of its top plain and polished, so the grain of the rosewood shows, and frames it with a border twelve centimetres wide of chevrons and triangles between brass fillets.\n\nIt is the largest standard piece we make and the one that takes longest. The border alone uses several hundred slices, each pressed and levelled by hand before the whole top is polished.\n\nWe can change the size to suit your room; the price shown is for the standard size.",
    price: 48000,
    stock_quantity: 1,
    sku: "SDL-FI-002",
    tags: "coffee table, rosewood, border inlay, living room",
    dimensions: "110 x 60 x 42 cm",
    weight: 24,
    material: "Rosewood, Sadeli strips of ivory-white bone substitute, brass",
    crafting_time: "12 weeks",
    daysAgo: 88,
    seed: 142,
    motif: "chevrons",
    subject: "table",
  },
  {
    title: "Inlaid Wall Shelf",
    category: "Furniture Inlay",
    short_description: "A floating wall shelf whose front edge and brackets carry a Sadeli band.",
    description:
      "A single shelf for books, photographs or a small collection, with the inlay where you see it: along the front edge and on the two shaped brackets below.\n\nThe shelf hangs on a concealed steel cleat and holds about fifteen kilograms. It comes with the cleat, screws and wall plugs.",
    price: 9800,
    stock_quantity: 4,
    sku: "SDL-FI-003",
    tags: "wall shelf, bookshelf, home decor, sawtooth",
    dimensions: "80 x 20 x 18 cm",
    weight: 4.5,
    material: "Sheesham, Sadeli strips of ivory-white bone substitute, brass",
    crafting_time: "4 weeks",
    daysAgo: 222,
    seed: 143,
    layout: "bands-on-wood",
    motif: "sawtooth",
    subject: "panel",
  },
  {
    title: "Pooja Chowki with Sadeli Top",
    category: "Furniture Inlay",
    short_description: "A low four-legged chowki for a home shrine, inlaid with eight-pointed stars.",
    description:
      "A low platform for a home shrine or for the place of honour at a ceremony. The top is inlaid with eight-pointed stars and edged with brass, and the short legs are turned from solid sheesham.\n\nMany families order a chowki when a new home is blessed or a daughter marries. We can make it wider or taller to suit the space.",
    price: 12500,
    original_price: 14000,
    stock_quantity: 3,
    sku: "SDL-FI-004",
    tags: "chowki, pooja, home shrine, eight point star",
    dimensions: "45 x 30 x 15 cm",
    weight: 3.2,
    material: "Solid sheesham, Sadeli strips of ivory-white bone substitute, brass",
    crafting_time: "5 weeks",
    daysAgo: 340,
    seed: 144,
    motif: "eight-point-star",
    subject: "table",
  },
  {
    title: "Wedding Gift Set: Box and Coaster Pair",
    category: "Gift Sets",
    short_description: "A trinket box and two coasters in matching patterns, boxed for a wedding.",
    description:
      "A small trinket box and a pair of coasters laid from the same rods, presented in a cloth-covered gift box. It is made to be given to a couple, and most orders come in dozens for the return gifts of a wedding.\n\nFor orders of twenty sets or more we can match the colours to an invitation card and add a printed message card in English or Gujarati.",
    price: 4200,
    stock_quantity: 20,
    sku: "SDL-GS-001",
    tags: "wedding gift, return gift, set, coasters",
    dimensions: "Gift box 26 x 18 x 9 cm",
    weight: 1.1,
    material: "Rosewood, Sadeli strips of ivory-white bone substitute, brass, tin",
    crafting_time: "2 weeks",
    daysAgo: 45,
    seed: 151,
    subject: "gift-set",
  },
  {
    title: "Corporate Gift Set: Pen Stand and Card Holder",
    category: "Gift Sets",
    short_description: "A pen stand and a business card holder, boxed together for clients and colleagues.",
    description:
      "Our most ordered corporate gift: a pen stand and a card holder in matching diamonds, in a rigid gift box with a brief note on the history of Sadeli.\n\nWe supply them in quantities from ten to several hundred. For larger orders we agree a delivery date in writing before we start, and we can add a small engraved brass plate with a company name.",
    price: 2100,
    is_featured: true,
    stock_quantity: 60,
    sku: "SDL-GS-002",
    tags: "corporate gift, pen stand, card holder, bulk order",
    dimensions: "Gift box 22 x 14 x 12 cm",
    weight: 0.6,
    material: "Sheesham, Sadeli strips of ivory-white bone substitute, brass",
    crafting_time: "10 days",
    daysAgo: 8,
    seed: 152,
    motif: "diamonds",
    subject: "gift-set",
  },
  {
    title: "Diwali Gift Hamper Box",
    category: "Gift Sets",
    short_description: "An inlaid hamper box with a lift-out tray, to be filled with sweets or dry fruit.",
    description:
      "A roomy lidded box with a lift-out tray, sold empty so you can fill it with sweets, dry fruit or small presents. Once the festival is over it keeps on working as a storage box for letters or keepsakes.\n\nThe lid is laid with a chevron between two bands of triangles, in the warmer brass-and-wood palette we use for festive pieces.",
    price: 3500,
    original_price: 4000,
    stock_quantity: 15,
    sku: "SDL-GS-003",
    tags: "Diwali, hamper, festive, chevron",
    dimensions: "30 x 22 x 12 cm",
    weight: 1.3,
    material: "Rosewood, Sadeli strips of ivory-white bone substitute, brass",
    crafting_time: "2 weeks",
    daysAgo: 270,
    seed: 153,
    motif: "chevrons",
    subject: "box",
  },
  {
    title: "Heirloom Keepsake Set",
    category: "Gift Sets",
    short_description: "A jewellery box, a photo frame and a pen stand, laid from one batch of rods.",
    description:
      "Three pieces meant to stay together in a family: a jewellery box, a 5 x 7 photo frame and a pen stand, all laid from one batch of hexagonal-star rods so they match exactly.\n\nEach piece carries the craftsman's mark and the year underneath. The current set has been sold; the next one will be laid after the wedding season.",
    price: 11500,
    is_available: false,
    stock_quantity: 0,
    sku: "SDL-GS-004",
    tags: "heirloom, keepsake, set of three, hexagonal star",
    dimensions: "Gift box 40 x 30 x 15 cm",
    weight: 2.6,
    material: "Rosewood, Sadeli strips of ivory-white bone substitute, brass, tin",
    crafting_time: "4 weeks",
    daysAgo: 355,
    seed: 154,
    motif: "hexagonal-star",
    subject: "gift-set",
  },
];

export const demoGalleryCategories = [
  { name: "Boxes & Caskets", description: "Boxes from the workshop and from our family collection." },
  { name: "Panels & Wall Art", description: "Framed panels of Sadeli, made to be hung rather than used." },
  { name: "Furniture Details", description: "Close views of table tops, aprons and borders." },
  { name: "Motif Studies", description: "Single patterns laid on sample boards, as we test colours and rods." },
  { name: "Workshop Archive", description: "Older pieces made in this workshop over three generations." },
] as const;

export type DemoGalleryItem = Artwork & {
  title: string;
  category: (typeof demoGalleryCategories)[number]["name"];
  description: string;
  image_alt_text: string;
  price: number | null;
  is_featured?: boolean;
  is_available?: boolean;
  tags: string;
  daysAgo: number;
};

export const demoGalleryItems: DemoGalleryItem[] = [
  {
    title: "Star Field in Bone-White and Brass",
    category: "Motif Studies",
    description: "A sample board of hexagonal stars laid to test a new batch of brass strip against our usual bone-white.",
    image_alt_text: "A field of six-pointed stars in bone-white and brass set into dark rosewood",
    price: 180,
    is_featured: true,
    tags: "hexagonal star, sample board, brass",
    daysAgo: 3,
    seed: 201,
    layout: "framed-field",
    motif: "hexagonal-star",
  },
  {
    title: "Chevron Courses on Polished Rosewood",
    category: "Panels & Wall Art",
    description: "Narrow bands of mosaic set into a plain rosewood panel, the way borders are laid on a box lid.",
    image_alt_text: "Horizontal bands of zigzag mosaic crossing a polished rosewood panel",
    price: 420,
    tags: "chevron, panel, wall art",
    daysAgo: 19,
    seed: 202,
    layout: "bands-on-wood",
    motif: "chevrons",
  },
  {
    title: "Octagonal Medallion Panel",
    category: "Panels & Wall Art",
    description: "A framed panel with an eight-sided medallion at its heart, inspired by the ceiling roses of old Surat havelis.",
    image_alt_text: "An eight-sided brass-rimmed medallion of mosaic in the centre of a bordered panel",
    price: 950,
    is_featured: true,
    tags: "medallion, panel, haveli",
    daysAgo: 27,
    seed: 203,
    motif: "eight-point-star",
    layout: "field-with-medallion",
  },
  {
    title: "Triangles, Row on Row",
    category: "Motif Studies",
    description: "The simplest Sadeli pattern and the first one every apprentice learns to lay without gaps.",
    image_alt_text: "Rows of alternating triangles in wood, bone-white and brass",
    price: null,
    tags: "triangles, apprentice, basics",
    daysAgo: 40,
    seed: 204,
    layout: "framed-field",
    motif: "triangles",
  },
  {
    title: "Grandfather's Casket, 1968",
    category: "Workshop Archive",
    description: "One of the earliest boxes made in this workshop, kept by the family and restored in our own shop.",
    image_alt_text: "An old inlaid casket with a mosaic lid and worn brass fittings",
    price: null,
    is_featured: true,
    tags: "archive, casket, family history",
    daysAgo: 55,
    seed: 205,
    motif: "diamonds",
    subject: "box",
  },
  {
    title: "Diamond Lattice Study",
    category: "Motif Studies",
    description: "Diamonds within diamonds: a test of how small the inner lozenge can be cut before it loses its shape.",
    image_alt_text: "A lattice of nested diamond shapes in brass, tin and wood",
    price: 160,
    tags: "diamonds, lattice, study",
    daysAgo: 63,
    seed: 206,
    layout: "framed-field",
    motif: "diamonds",
  },
  {
    title: "Side Table Top, Hexagonal Stars",
    category: "Furniture Details",
    description: "The finished top of a commissioned side table, photographed before the legs were fitted.",
    image_alt_text: "A table top covered in hexagonal star mosaic with a patterned apron",
    price: null,
    tags: "table top, furniture, commission",
    daysAgo: 71,
    seed: 207,
    motif: "hexagonal-star",
    subject: "table",
  },
  {
    title: "Eight-Point Stars in Tin",
    category: "Motif Studies",
    description: "Tin in place of brass gives a cooler, silvery version of a pattern usually laid in gold tones.",
    image_alt_text: "Eight-pointed stars in grey tin and bone-white on a dark wood ground",
    price: 210,
    tags: "eight point star, tin, study",
    daysAgo: 84,
    seed: 208,
    layout: "framed-field",
    palette: "tin-silver",
    motif: "eight-point-star",
  },
  {
    title: "Sawtooth Border Sampler",
    category: "Panels & Wall Art",
    description: "Six kinds of border on one board, the sampler we show customers choosing an edge for a frame.",
    image_alt_text: "Bands of sawtooth and other mosaic borders set into one rosewood board",
    price: 260,
    tags: "border, sampler, sawtooth",
    daysAgo: 99,
    seed: 209,
    layout: "bands-on-wood",
    motif: "sawtooth",
  },
  {
    title: "Jewellery Chest in the Finishing Room",
    category: "Boxes & Caskets",
    description: "A three-tier chest waiting for its last coat of polish, with the brass still dull from sanding.",
    image_alt_text: "An inlaid jewellery chest with a brass clasp and brass feet",
    price: 1450,
    tags: "jewellery chest, finishing, polish",
    daysAgo: 118,
    seed: 210,
    motif: "diamonds",
    subject: "box",
  },
  {
    title: "Hexagon Medallion on Rosewood",
    category: "Panels & Wall Art",
    description: "A single medallion set into a plain rosewood ground, to let the wood speak as much as the mosaic.",
    image_alt_text: "A six-sided mosaic medallion set in the middle of a bordered rosewood panel",
    price: 640,
    tags: "medallion, rosewood, minimal",
    daysAgo: 131,
    seed: 211,
    motif: "hexagonal-star",
    layout: "wood-with-medallion",
  },
  {
    title: "Coasters, Four Ways",
    category: "Furniture Details",
    description: "Four coasters from one afternoon at the bench, each laid with a different rod.",
    image_alt_text: "Four inlaid coasters, each with a different geometric pattern",
    price: 75,
    tags: "coasters, variety, tableware",
    daysAgo: 146,
    seed: 212,
    subject: "coasters",
  },
  {
    title: "Chevron Field, Festival Palette",
    category: "Motif Studies",
    description: "The warm brass-heavy palette we use for Diwali pieces, laid as a continuous chevron field.",
    image_alt_text: "A continuous zigzag field in warm brass and wood tones",
    price: null,
    tags: "chevron, festive, Diwali",
    daysAgo: 163,
    seed: 213,
    layout: "framed-field",
    palette: "festive-brass",
    motif: "chevrons",
  },
  {
    title: "Pen Stand Trials",
    category: "Boxes & Caskets",
    description: "Prototype pen stands from the season we redesigned the weighted base.",
    image_alt_text: "An inlaid pen stand holding several pens on a studio backdrop",
    price: 55,
    tags: "pen stand, prototype, desk",
    daysAgo: 190,
    seed: 214,
    subject: "pen-stand",
  },
  {
    title: "Heritage Frame, Restored",
    category: "Workshop Archive",
    description:
      "A frame from a Parsi family home in Nanpura, re-laid where the old strips had lifted, with the original slices kept wherever they were sound.",
    image_alt_text: "An old inlaid photo frame with a landscape picture, after restoration",
    price: null,
    is_available: false,
    tags: "restoration, frame, Nanpura",
    daysAgo: 214,
    seed: 215,
    subject: "frame",
  },
  {
    title: "Tray Floor Before Sealing",
    category: "Furniture Details",
    description: "The floor of a serving tray after the last slice was pressed, before sanding evened it out.",
    image_alt_text: "A serving tray with a mosaic floor and dark oval handles",
    price: 240,
    tags: "tray, process, sealing",
    daysAgo: 238,
    seed: 216,
    subject: "tray",
  },
  {
    title: "Bordered Triangle Field",
    category: "Panels & Wall Art",
    description: "A wall panel of triangles framed in sawtooth, sized to hang above a writing desk.",
    image_alt_text: "A field of small triangles inside a sawtooth and triangle border",
    price: 780,
    is_featured: true,
    tags: "triangles, wall panel, border",
    daysAgo: 279,
    seed: 217,
    layout: "framed-field",
    motif: "triangles",
  },
  {
    title: "Twin Boxes for a Wedding Trousseau",
    category: "Boxes & Caskets",
    description: "A matched pair of boxes made for a bride's trousseau, one for jewellery and one for letters.",
    image_alt_text: "An inlaid box beside a matching pen stand",
    price: 1200,
    is_featured: true,
    tags: "wedding, trousseau, pair",
    daysAgo: 320,
    seed: 218,
    motif: "hexagonal-star",
    subject: "gift-set",
  },
];

export const demoPortfolioCategories = [
  {
    name: "Hotel & Hospitality Interiors",
    description: "Lobby panels, room accessories and restaurant pieces for hotels and resorts.",
  },
  {
    name: "Corporate Gifting",
    description: "Gifts in the hundreds for banks, conferences and company anniversaries, each piece still laid by hand.",
  },
  {
    name: "Heritage Restoration",
    description: "Careful repair of old Sadeli furniture and objects, keeping every original slice that can be saved.",
  },
  {
    name: "Residential Commissions",
    description: "Tables, chests and panels made for particular homes and the families who live in them.",
  },
] as const;

export type DemoPortfolioItem = Artwork & {
  title: string;
  category: (typeof demoPortfolioCategories)[number]["name"];
  short_description: string;
  description: string;
  client_name: string;
  completion_date: string;
  technologies: string;
  project_url: string;
  price: number | null;
  is_featured?: boolean;
  is_public?: boolean;
  daysAgo: number;
};

export const demoPortfolioItems: DemoPortfolioItem[] = [
  {
    title: "Lobby Panels for a Lakeside Heritage Hotel, Udaipur",
    category: "Hotel & Hospitality Interiors",
    short_description: "Twelve tall Sadeli panels lining the lobby of a restored haveli hotel on Lake Pichola.",
    description:
      "The owners of this restored haveli wanted guests to feel the hand of a craftsman the moment they stepped in, without the lobby turning into a museum. We proposed twelve tall panels set between the existing sandstone pillars, each with a plain rosewood field and a single band of mosaic at eye level.\n\nThe band changes subtly from panel to panel, moving from triangles near the entrance to full hexagonal stars by the reception desk, so the pattern seems to gather as guests walk in. Every panel was laid in Surat, crated, and fitted on site by two of our craftsmen working alongside the hotel's carpenters.\n\nLake air is humid for half the year, so the panels were built on a stable core with a sealed back and fixed with a hidden gap behind them to let the wall breathe. Two monsoons later they have not moved.",
    client_name: "Rathore Haveli Hotels",
    completion_date: "2025-02-14",
    technologies: "Sadeli micro-mosaic, Brass inlay, Rosewood veneer on stable core, French polish",
    project_url: "https://rathore-haveli.example/udaipur",
    price: 18500,
    is_featured: true,
    daysAgo: 280,
    seed: 301,
    layout: "bands-on-wood",
    motif: "hexagonal-star",
  },
  {
    title: "Room Key Boxes and Tea Trays for a Boutique Resort in Goa",
    category: "Hotel & Hospitality Interiors",
    short_description: "Forty key boxes and forty tea trays, one set for every room of a coastal resort.",
    description:
      "A small resort near Candolim asked for something in every room that guests would pick up and use, not just look at. We settled on a key box for the bedside and a tea tray for the writing desk.\n\nSalt air is hard on brass, so the metal in this commission is tin, which keeps its colour by the sea. The trays were given an extra coat of heat-resistant finish, since they carry kettles several times a day.\n\nThe resort now sells a smaller version of the key box in its shop, supplied by us.",
    client_name: "Casa Areia Resort",
    completion_date: "2025-06-30",
    technologies: "Sadeli micro-mosaic, Tin inlay, Heat-resistant lacquer",
    project_url: "",
    price: 7200,
    daysAgo: 210,
    seed: 302,
    motif: "triangles",
    subject: "tray",
  },
  {
    title: "Three Hundred Executive Desk Sets for a Bank's Anniversary",
    category: "Corporate Gifting",
    short_description: "Desk sets for every branch manager of a Mumbai-based bank, delivered in eleven weeks.",
    description:
      "For its fiftieth year, a Mumbai-based cooperative bank wanted to thank its branch managers with something made in India by hand, not a catalogue gift. Three hundred desk sets is a large order for a workshop of our size, so we planned it like a small production line without changing how each piece is made.\n\nThe rods for all three hundred sets were bundled in one long run so the colours would match across every branch. Six craftsmen then laid pieces in parallel, and each set was checked against a reference set before being boxed.\n\nEvery tray carries a brass plate engraved with the bank's anniversary year. The sets were delivered in three lots, the last one ten days before the celebration.",
    client_name: "A Mumbai cooperative bank",
    completion_date: "2024-12-05",
    technologies: "Sadeli micro-mosaic, Brass inlay, Engraved brass plates, Batch-matched rods",
    project_url: "",
    price: 26000,
    is_featured: true,
    daysAgo: 330,
    seed: 303,
    motif: "hexagonal-star",
    subject: "gift-set",
  },
  {
    title: "Delegate Gifts for an International Textile Summit, Surat",
    category: "Corporate Gifting",
    short_description: "Card holders for four hundred delegates, each with a note on Surat's two great crafts.",
    description:
      "Surat is known around the world for its textiles and its diamonds, and the organisers of a textile summit wanted their delegates to leave with a third Surat craft in their bags. A card holder was small enough to travel and useful enough to be kept.\n\nEach one came with a folded card, in English, explaining the GI-tagged Sadeli craft and the neighbourhood where it was made. Several delegates later ordered larger pieces directly from the workshop.",
    client_name: "Surat Textile Summit organising committee",
    completion_date: "2025-09-20",
    technologies: "Sadeli micro-mosaic, Brass lip, Printed story cards",
    project_url: "https://textile-summit.example/delegate-gifts",
    price: 5400,
    daysAgo: 150,
    seed: 304,
    motif: "triangles",
    subject: "pen-stand",
  },
  {
    title: "Restoring a 1920s Writing Slope for a Parsi Family",
    category: "Heritage Restoration",
    short_description: "A century-old Sadeli writing box, re-laid where the strips had lifted and the glue had failed.",
    description:
      "The family brought us a writing slope that had belonged to a great-grandfather who traded cotton from Surat. Nearly a third of the mosaic on the lid had lifted, the animal glue had turned to powder, and some slices were missing altogether.\n\nWe lifted the loose slices, numbered them, cleaned the old glue from both faces and re-laid them in their original places. For the missing areas we bundled new rods to match the old pattern; where the old bone strips had yellowed, we tinted the new ones so the repair would not stand out.\n\nWe did not polish it to look new. The aim was a writing slope that could be used again and still look its age.",
    client_name: "The Bharucha family, Nanpura",
    completion_date: "2025-04-11",
    technologies: "Slice lifting and re-laying, Pattern-matched new rods, Reversible hide glue, Shellac polish",
    project_url: "",
    price: 1800,
    is_featured: true,
    daysAgo: 240,
    seed: 305,
    motif: "diamonds",
    subject: "box",
  },
  {
    title: "Re-laying the Doors of a Family Shrine",
    category: "Heritage Restoration",
    short_description: "Two small shrine doors, their borders rebuilt after decades of lamp smoke and incense.",
    description:
      "Smoke from lamps and incense had darkened these doors almost to black, and the heat had loosened the borders. Cleaning came first: weeks of gentle solvent work to bring back the contrast between wood, bone and brass.\n\nThe borders were then taken off in sections and re-laid on new backing strips. The central panels were sound and stayed where they were.\n\nThe family asked us not to show their home, so this page shows a panel of the pattern rather than the doors themselves.",
    client_name: "A private family, Surat",
    completion_date: "2024-10-02",
    technologies: "Solvent cleaning, Border re-laying, Brass fillet replacement, Wax finish",
    project_url: "",
    price: null,
    daysAgo: 360,
    seed: 306,
    layout: "framed-field",
    motif: "sawtooth",
  },
  {
    title: "Dining Table for a Bungalow in Ahmedabad",
    category: "Residential Commissions",
    short_description: "A six-seater dining table with a Sadeli border and matching coasters.",
    description:
      "The clients were building a bungalow in Ahmedabad around a courtyard and wanted one piece in it that was made slowly. We designed a rosewood dining table with a broad inlaid border and a plain centre, so plates and dishes sit on polished wood and the mosaic frames the meal.\n\nThe border pattern was drawn from a tile in the courtyard floor, translated into triangles and chevrons. We made a set of twelve coasters from the offcuts of the same rods.\n\nThe table was delivered in two parts and assembled in the house in an afternoon.",
    client_name: "The Shah family, Ahmedabad",
    completion_date: "2025-08-18",
    technologies: "Sadeli micro-mosaic, Brass fillets, Solid rosewood, Hard-wax oil finish",
    project_url: "https://www.instagram.com/suratsadeliart",
    price: 9600,
    daysAgo: 160,
    seed: 307,
    motif: "chevrons",
    subject: "table",
  },
  {
    title: "A Collector's Cabinet of Drawers",
    category: "Residential Commissions",
    short_description: "A private commission for a collector: a cabinet of twenty-four small inlaid drawers.",
    description:
      "A collector of coins asked for a cabinet with twenty-four shallow drawers, each front laid with a different Sadeli pattern. The drawers are lined with felt and the carcass is solid sheesham.\n\nThe commission is private and not shown on the public site.",
    client_name: "Private collector, Pune",
    completion_date: "2026-03-12",
    technologies: "Sadeli micro-mosaic, Felt-lined drawers, Solid sheesham, French polish",
    project_url: "",
    price: 14500,
    is_public: false,
    daysAgo: 60,
    seed: 308,
    layout: "framed-field",
    motif: "eight-point-star",
  },
];

export const demoBlogCategories = [
  { name: "History & Heritage", slug: "history-heritage" },
  { name: "Craft & Process", slug: "craft-process" },
  { name: "Care & Buying Guide", slug: "care-buying-guide" },
  { name: "Testimonials", slug: "testimonials" },
] as const;

export type DemoBlogPost = Artwork & {
  title: string;
  slug: string;
  category: (typeof demoBlogCategories)[number]["name"];
  excerpt: string;
  content: string;
  featured_image_alt: string;
  status: "published" | "draft";
  is_featured?: boolean;
  tags: string;
  meta_description: string;
  author_display_name: string;
  /** Days before today it was published (or last edited, for a draft). */
  daysAgo: number;
};

export const demoBlogPosts: DemoBlogPost[] = [
  {
    title: "A Short History of Surat Sadeli",
    slug: "a-short-history-of-surat-sadeli",
    category: "History & Heritage",
    excerpt: "How a Persian technique of gluing tiny triangles into patterns travelled to the port of Surat, nearly disappeared, and found its way back.",
    content: `Sadeli is a craft of very small things. A single star on one of our boxes is smaller than a fingernail, and it is built from dozens of triangular strips of wood, bone-white and metal. To understand how such a patient craft came to a busy port city like Surat, you have to start far to the west.

## A Persian beginning

The technique of building patterns from bundled strips is old in Iran, where it is known as khatam. Workshops in Shiraz and Isfahan covered boxes, doors and instrument cases with it for centuries. Sadeli is a close cousin: the same idea of building a pattern into a rod and then slicing it, adapted to the woods and metals available in western India.

## Arrival in Surat

Surat was for a long time one of the busiest ports on the Indian coast, trading with the Gulf, with Persia and with Europe. Merchants, sailors and craftsmen moved along those routes, and so did techniques. By the nineteenth century, Surat workshops were making Sadeli boxes, writing slopes and frames, and the craft had become a family trade in neighbourhoods such as Gopipura.

Much of the early work used real ivory, sandalwood and silver, and was sold to wealthy local families and to buyers abroad. The boxes travelled far; we still meet collectors in Europe who own pieces made in Surat more than a hundred years ago.

## Decline

The twentieth century was hard on the craft. Machine-made goods were cheaper, ivory was rightly banned, and the long apprenticeship needed to lay Sadeli well made it an unattractive trade for young people. By the late twentieth century only a handful of families in Surat were still working, and several well-known workshops had closed.

## Revival

The revival came from several directions at once:

- Craftsmen replaced ivory with ivory-white bone substitute, keeping the look of the old work without its cost to elephants.
- Design schools and craft organisations began documenting the process and bringing Sadeli to exhibitions.
- Corporate and wedding gifting created steady demand for smaller pieces.
- In 2020, Surat Sadeli received a Geographical Indication tag, recognising it as a craft that belongs to this city.

Today the craft is still small, but it is no longer disappearing. Our own workshop has trained four apprentices in the last five years, and every one of them can now lay a star without a gap.`,
    featured_image_alt: "A bordered panel of Sadeli mosaic with a central medallion",
    status: "published",
    is_featured: true,
    tags: "history, Persia, khatam, Surat, GI tag",
    meta_description:
      "How Sadeli micro-mosaic came from Persia to the port of Surat, nearly vanished in the twentieth century, and was revived with a GI tag in 2020.",
    author_display_name: MASTER_CRAFTSMAN,
    daysAgo: 160,
    seed: 401,
    layout: "field-with-medallion",
    motif: "hexagonal-star",
  },
  {
    title: "How a Sadeli Rod Is Made",
    slug: "how-a-sadeli-rod-is-made",
    category: "Craft & Process",
    excerpt: "Every Sadeli pattern begins as a long bundle of triangular strips. Here is how we prepare the strips, build the rods and let them set.",
    content: `People who see Sadeli for the first time often assume each little triangle is cut and placed one at a time. It would take years to cover a single box that way. The secret of the craft is that the pattern is built once, inside a long rod, and then sliced like a loaf.

## Preparing the strips

Everything starts with thin strips, each about thirty centimetres long:

- Rosewood and sheesham for the dark tones, cut from well-seasoned planks.
- Ivory-white bone substitute for the light tones.
- Brass and tin, drawn into wire and then shaped.

Each strip is worked into a long, thin rod with a triangular cross-section. Wood and bone are planed and filed by hand against a grooved jig; metal is drawn through a plate with triangular holes, getting finer each time it passes through.

## Building the rod

The triangular strips are then glued together side by side. Because each strip is a triangle, six of them make a small hexagon, and a hexagon surrounded by more triangles becomes a star. The craftsman builds the pattern outward from the centre, coating each strip with glue and pressing it into place.

1. Lay the centre strip, usually a metal one.
2. Surround it with the first ring of contrasting triangles.
3. Add each further ring, checking the pattern at both ends of the bundle.
4. Wrap the bundle tightly with thread so the strips cannot slip.

A star rod in our workshop may contain more than sixty strips and be no thicker than a pencil.

## Letting it set

The finished bundle is left to dry for a day or more, then several bundles are glued together into a larger rod if the design calls for it: a band of triangles around a core of stars, for example.

When the glue has fully set, the thread comes off and the rod is ready to be sliced. That is the subject of our next article in this series.`,
    featured_image_alt: "Rows of triangles in wood, bone-white and brass, the cross-section of a Sadeli rod",
    status: "published",
    is_featured: true,
    tags: "process, rods, strips, triangles, technique",
    meta_description:
      "How Sadeli rods are made: triangular strips of wood, bone-white, brass and tin, glued outward from the centre into a pattern, then bound and left to set.",
    author_display_name: MASTER_CRAFTSMAN,
    daysAgo: 120,
    seed: 402,
    layout: "framed-field",
    palette: "rosewood-ivory",
    motif: "triangles",
  },
  {
    title: "Slicing, Laying and Polishing",
    slug: "slicing-laying-and-polishing",
    category: "Craft & Process",
    excerpt: "The second half of the Sadeli process: cutting rods into thin slices, laying them on wood, and bringing the surface to a glow.",
    content: `Once a rod has set, the pattern inside it exists only as a promise. This article follows the rod from the cutting bench to the finished surface.

## Slicing

The rod is clamped and cut across its length with a fine saw into slices about one to two millimetres thick. Every slice shows the same pattern, because every slice is a cross-section of the same bundle. A good craftsman loses very little to the saw; a careless one turns half the rod into dust.

## Preparing the base

The object to be covered, whether a box, a frame or a table top, is first made in seasoned wood. Its surface is planed flat and lightly scored so the glue grips. Edges that will carry a border are marked out in pencil.

## Laying

Slices are glued to the base one by one, edge against edge, so that the patterns join without visible seams. This is where most of the skill lies:

- Borders are laid first, so the field has a clean edge to meet.
- Slices are turned and matched so that stars line up in rows.
- Thin strips of brass or plain wood are laid between bands as fillets.
- The whole surface is then pressed and left to dry.

## Levelling and polishing

Slices are never exactly the same thickness, so the dried surface is scraped and sanded until it is perfectly level. Only then does the pattern look sharp, because sanding exposes fresh, clean faces of every strip.

Finally the piece is polished. We use several thin coats, rubbed in by hand, with fine sanding between them. The result is a surface that feels smooth to the fingertip and shows the grain of the rosewood beside the bright points of brass.

### How long does it take?

A small pen stand may be laid and finished in a few days. A three-tier jewellery chest takes around a month, and a table top several weeks more.`,
    featured_image_alt: "An inlaid jewellery box with a mosaic lid and brass clasp",
    status: "published",
    tags: "process, slicing, polishing, inlay",
    meta_description: "From rod to finished surface: how Sadeli slices are cut, laid edge to edge on wood, levelled and hand-polished in our Surat workshop.",
    author_display_name: MASTER_CRAFTSMAN,
    daysAgo: 95,
    seed: 403,
    motif: "diamonds",
    subject: "box",
  },
  {
    title: "What the GI Tag Means for Surat Sadeli",
    slug: "what-the-gi-tag-means-for-surat-sadeli",
    category: "History & Heritage",
    excerpt: "A Geographical Indication ties a craft to its place. Here is what the tag protects, what it does not, and why it matters when you buy.",
    content: `In 2020, Surat Sadeli was granted a Geographical Indication, or GI tag. The tag is often mentioned on product pages, ours included, but it is worth explaining what it actually means.

## What a GI tag is

A Geographical Indication is a form of protection for products whose qualities come from a particular place and the know-how of the people there. Darjeeling tea and Kanchipuram silk are well-known Indian examples. For Sadeli, the tag recognises that this way of building patterns into rods and laying them on wood is a craft of Surat.

## What it protects

- The name: work sold as Surat Sadeli should come from the region and follow the traditional process.
- The craftsmen: registered makers can use the name with confidence, and imitations can be challenged.
- The buyer: the tag gives you a reason to ask where and how a piece was made.

## What it does not do

A GI tag is not a guarantee of quality by itself, and it does not stop printed or machine-cut imitations from being sold under vague names like "Sadeli style". It is a starting point for trust, not the end of it.

## What it means for our workshop

For us, the tag changed conversations more than it changed sales. Buyers now ask better questions, corporate clients want to tell the story of the craft in their gift notes, and young people in the neighbourhood are more willing to consider it a trade with a future.

If you are ever unsure about a piece, ask the seller how the pattern was made. If the answer involves rods, slices and weeks of work, you are probably looking at the real thing.`,
    featured_image_alt: "Horizontal bands of Sadeli mosaic set into polished rosewood",
    status: "published",
    tags: "GI tag, geographical indication, authenticity, Surat",
    meta_description: "What Surat Sadeli's Geographical Indication tag protects, what it does not, and how it helps buyers recognise genuine handmade work.",
    author_display_name: MASTER_CRAFTSMAN,
    daysAgo: 70,
    seed: 404,
    layout: "bands-on-wood",
  },
  {
    title: "Caring for Your Sadeli Piece",
    slug: "caring-for-your-sadeli-piece",
    category: "Care & Buying Guide",
    excerpt: "Sadeli is sturdy, but sunlight, damp and harsh cleaners are its enemies. A few simple habits keep it bright for generations.",
    content: `A well-made Sadeli box can outlive its first owner by a century. Most of the old pieces that come to us for repair were damaged not by age but by a few avoidable habits.

## Everyday cleaning

- Dust with a soft, dry cloth. A clean paintbrush reaches into the hinges and corners.
- For marks, use a cloth barely damp with water, then dry the surface straight away.
- Never use glass cleaner, polish sprays or anything containing alcohol. They dull the finish and can loosen the glue beneath.

## Sunlight

Strong direct sun fades rosewood and yellows the bone-white strips over the years. Keep your piece out of a sunny window, or turn it from time to time so it ages evenly.

## Humidity

Surat is humid for much of the year, and our pieces are made with that in mind. Even so, extremes are hard on any wooden object:

1. Do not keep Sadeli in a bathroom or next to a humidifier.
2. Avoid placing it directly in front of an air conditioner or a heater.
3. In a very dry climate, a small bowl of water in the same cupboard helps.

## Trays and coasters

Our trays and coasters are sealed against heat and spills, but not against soaking. Wipe them after use and never put them in a dishwasher.

## When something lifts

If a slice ever lifts at an edge, keep it, and do not glue it back with household glue. Send us a photograph; most small repairs can be made quickly, and the original slice can almost always go back in its place.`,
    featured_image_alt: "A set of inlaid coasters on a dark backdrop",
    status: "published",
    tags: "care, cleaning, humidity, maintenance",
    meta_description:
      "How to clean and care for Sadeli inlay: dusting, avoiding sun and damp, looking after trays and coasters, and what to do if a slice lifts.",
    author_display_name: MASTER_CRAFTSMAN,
    daysAgo: 50,
    seed: 405,
    subject: "coasters",
  },
  {
    title: "How to Tell Hand-Laid Sadeli from an Imitation",
    slug: "how-to-tell-hand-laid-sadeli-from-an-imitation",
    category: "Care & Buying Guide",
    excerpt: "Printed film, resin castings and laser-cut veneers are sold as Sadeli. Five things to check before you buy.",
    content: `As Sadeli has become better known, imitations have followed. Some are honest decorative objects sold at a fair price; others are sold as handmade Sadeli when they are not. Here is how to tell the difference.

## Five things to check

1. Look closely at the edges of the pattern. Hand-laid slices meet with tiny, slightly irregular joins. Printed film shows no joins at all, and the pattern may even run straight over a corner.
2. Check the metal. Real brass and tin catch the light differently from the wood around them and feel cool to the touch. Printed metal is flat and the same temperature as everything else.
3. Compare two stars. In real Sadeli, stars cut from the same rod are nearly identical but never perfectly so. Exact, pixel-perfect repetition suggests printing or casting.
4. Feel the surface. A hand-polished surface is level but not plastic-smooth, and on older pieces the metal strips may stand very slightly proud.
5. Ask about time. A genuine jewellery box takes weeks. If a seller can supply hundreds tomorrow at a very low price, ask how.

## Why it matters

Imitations are not a crime in themselves. The problem is when they are sold as the real thing, at a price that undercuts families who spend weeks on each piece. Buying from makers who will tell you how the work was done is the simplest way to keep the craft alive.

## A note on our pieces

Every piece we sell carries the craftsman's mark underneath. If you visit Gopipura, you are welcome to see the rods being made and the slices being laid.`,
    featured_image_alt: "A field of eight-pointed stars laid by hand in bone-white and brass",
    status: "published",
    is_featured: true,
    tags: "buying guide, authenticity, imitation, handmade",
    meta_description: "Five checks to tell genuine hand-laid Surat Sadeli from printed film, resin castings and laser-cut imitations before you buy.",
    author_display_name: MASTER_CRAFTSMAN,
    daysAgo: 30,
    seed: 406,
    layout: "framed-field",
    palette: "rosewood-ivory",
    motif: "eight-point-star",
  },
  {
    title: "A Haveli in Udaipur, Dressed in Sadeli",
    slug: "a-haveli-in-udaipur-dressed-in-sadeli",
    category: "Testimonials",
    excerpt: "Guests touch the panels before they reach the reception desk. Two monsoons on, not one has moved. We could not be happier with the work.",
    content: `When we restored our family haveli on Lake Pichola as a hotel, we wanted the lobby to say that things here are made slowly and by hand. We had seen Sadeli at a crafts fair in Delhi and tracked down the workshop in Surat.

## What we asked for

We did not want a museum display. We asked for something guests would walk past every day, that would still surprise them the tenth time.

## What they made

The team proposed tall rosewood panels between our sandstone pillars, with a band of mosaic that grows richer as you walk towards reception. Mr Mistry came to Udaipur twice before a single rod was bundled, once to measure and once to show us sample slices in our own light.

## Since then

- Guests stop and touch the panels, and many ask where they can buy a small piece.
- The panels have been through two monsoons by the lake without a single slice lifting.
- Our staff now tell the story of the craft as part of the welcome.

We have since ordered tea trays for our suites and will certainly work with the studio again.`,
    featured_image_alt: "A bordered rosewood panel with a six-sided mosaic medallion",
    status: "published",
    tags: "testimonial, hotel, Udaipur, panels",
    meta_description: "The owner of a heritage hotel in Udaipur on the Sadeli lobby panels made for her haveli, and how they have held up by the lake.",
    author_display_name: "Aditi Rathore, owner, Rathore Haveli Hotels, Udaipur",
    daysAgo: 85,
    seed: 407,
    motif: "hexagonal-star",
    layout: "wood-with-medallion",
  },
  {
    title: "Three Hundred Desk Sets, Not One Out of Place",
    slug: "three-hundred-desk-sets",
    category: "Testimonials",
    excerpt:
      "Three hundred handmade desk sets, delivered ten days early, and every branch manager called to say thank you. That has never happened with a gift before.",
    content: `When our bank turned fifty, the board wanted to give each branch manager something with meaning. I was given the job of finding it, and a tight deadline.

## Why Sadeli

We wanted something made in India by hand, useful on a desk, and with a story we could tell in a single card. A colleague from Surat suggested Sadeli, and after one video call with the studio I was convinced.

## How it went

I was worried that three hundred pieces would mean three hundred small differences. The studio explained how they would bundle all the rods in a single run so the colours matched, and sent photographs at every stage.

1. Sample set approved in the first week.
2. First lot of one hundred delivered in week six.
3. Final lot delivered ten days before the celebration.

## The response

Branch managers called and wrote to say thank you, which has never happened with a corporate gift in my time here. Several asked where they could buy one for their families. We have already booked the studio for next year's long-service awards.`,
    featured_image_alt: "An inlaid box and pen stand, part of a corporate desk set",
    status: "published",
    tags: "testimonial, corporate gifting, desk set, Mumbai",
    meta_description: "A bank's head of corporate affairs on ordering three hundred handmade Sadeli desk sets for its fiftieth anniversary.",
    author_display_name: "Farhan Contractor, head of corporate affairs, Mumbai",
    daysAgo: 40,
    seed: 408,
    motif: "hexagonal-star",
    subject: "gift-set",
  },
  {
    title: "Our Wedding Favours Came from Gopipura",
    slug: "our-wedding-favours-came-from-gopipura",
    category: "Testimonials",
    excerpt: "Our guests still message us photos of the little boxes on their dressing tables. The best decision we made for the wedding.",
    content: `We wanted our return gifts to be something guests would keep, not something that ended up in a drawer. My grandmother has a Sadeli box she was given at her own wedding, and that settled it.

## Matching the invitation

We sent the studio our invitation card, and they matched the colours of the rods to it: more brass, a little tin, and a deep rosewood ground. They sent us a sample slice by courier before they started, which we loved.

## The boxes

One hundred and twenty small trinket boxes, each with a printed card in Gujarati and English about the craft. They arrived packed in cloth pouches, ready to hand out.

## Afterwards

Months later, friends still send us photographs of the boxes on their dressing tables and desks. My grandmother says ours are nearly as good as hers, which from her is high praise.`,
    featured_image_alt: "A small inlaid trinket box with a patterned lid",
    status: "published",
    tags: "testimonial, wedding, return gifts, trinket box",
    meta_description: "A couple from Ahmedabad on choosing handmade Sadeli trinket boxes, matched to their invitation, as wedding return gifts.",
    author_display_name: "Meera Desai, Ahmedabad",
    daysAgo: 20,
    seed: 409,
    motif: "chevrons",
    subject: "box",
  },
  {
    title: "Designing a New Motif: Notes from the Workbench",
    slug: "designing-a-new-motif",
    category: "Craft & Process",
    excerpt: "We are working on our first new rod pattern in ten years. Early notes on the sketches, the failures and the sample slices.",
    content: `Most of the patterns we lay were handed down from my father and grandfather. This season we are trying something new: a rod whose cross-section shows a star inside a chevron.

## Why it is hard

A new pattern cannot be drawn freely. Every line in it must follow the edges of triangles, because triangles are what the rod is made of. A shape that looks simple on paper may need a hundred strips or more.

## First attempts

- The first rod used too much brass and read as a gold blur from a metre away.
- The second replaced half the brass with tin, which was better but too cold.
- The third is drying now.

## Next steps

If the third rod works, we will lay a sample board and show it here, and perhaps on a small run of boxes in the new year.`,
    featured_image_alt: "A zigzag field of Sadeli mosaic, an early trial for a new pattern",
    status: "draft",
    tags: "design, new motif, workshop notes",
    meta_description: "Notes from the workbench as our Surat workshop designs its first new Sadeli rod pattern in ten years.",
    author_display_name: MASTER_CRAFTSMAN,
    daysAgo: 2,
    seed: 410,
    layout: "framed-field",
    motif: "chevrons",
  },
];
