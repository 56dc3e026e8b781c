import { TestimonialCarousel } from "#app/components/landing/testimonial-carousel";

/** The testimonials' carousel: arrows, dots, keys and swipes. */
export default { component: TestimonialCarousel };
