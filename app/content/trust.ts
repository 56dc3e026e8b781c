export type Testimonial = { id: string; quote: string; name: string; location: string; category: string; image: string };

export const TESTIMONIALS: Testimonial[] = [
  {
    id: "t1",
    quote: "They saved me over $4,000 on my new RAV4 and I never set foot in a showroom. The car showed up at my office.",
    name: "Jennifer M.",
    location: "San Jose, CA",
    category: "New car",
    image: "JM",
  },
  {
    id: "t2",
    quote: "My advisor got a better trade-in offer than the dealer's by almost two grand. Honest, fast and easy.",
    name: "Marcus T.",
    location: "Los Angeles, CA",
    category: "Trade-in",
    image: "MT",
  },
  {
    id: "t3",
    quote: "First car I've bought without the dreaded back-and-forth. I approved every step and they did the rest.",
    name: "Priya S.",
    location: "San Diego, CA",
    category: "First-time buyer",
    image: "PS",
  },
];

export const PARTNERS = [
  { name: "Better Business Bureau", detail: "A+ rating" },
  { name: "California New Car Dealers", detail: "Dealer network partner" },
  { name: "Google Reviews", detail: "4.9 average rating" },
  { name: "Trustpilot", detail: "Excellent" },
] as const;

/** Media logos link out to the outlets' coverage pages (SPEC §2). */
export const MEDIA = [
  { name: "Los Angeles Times", href: "https://www.latimes.com/business/autos" },
  { name: "San Francisco Chronicle", href: "https://www.sfchronicle.com/business/" },
  { name: "KTLA 5", href: "https://ktla.com/news/consumer/" },
  { name: "Motor Trend", href: "https://www.motortrend.com/news/" },
] as const;
