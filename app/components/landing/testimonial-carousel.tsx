import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { TESTIMONIALS } from "#app/content/trust";
import { CAROUSEL_BREAKPOINTS, allFitFrom, cardsPerView, clampIndex } from "#app/domain/carousel";
import { useT } from "#app/i18n/i18n-context";

const SWIPE_THRESHOLD_PX = 40;
/** Without JavaScript the row scrolls sideways, a card at a time. */
const NO_SCRIPT_SCROLL = "noscript:snap-x noscript:snap-mandatory noscript:overflow-x-auto noscript:[touch-action:auto]";

/**
 * The arrows and dots go where every card fits, by CSS so they are gone before the scripts
 * run too: Tailwind's sm and lg are CAROUSEL_BREAKPOINTS' widths.
 */
const HIDDEN_FROM: Record<number, string> = { 640: "sm:hidden", 1024: "lg:hidden" };
const FIT_FROM = allFitFrom(TESTIMONIALS.length);

/**
 * Tracks the cards per view of SPEC §2 from the viewport width; null until the scripts run (CSS sizes the cards,
 * and without scripts the cards scroll sideways instead).
 */
function usePerView() {
  const [perView, setPerView] = useState<number | null>(null);
  useEffect(() => {
    const queries = CAROUSEL_BREAKPOINTS.map((b) => window.matchMedia(`(min-width: ${b.minWidth}px)`));
    const update = () => setPerView(cardsPerView(window.innerWidth));
    update();
    for (const q of queries) q.addEventListener("change", update);
    return () => {
      for (const q of queries) q.removeEventListener("change", update);
    };
  }, []);
  return perView;
}

/**
 * The testimonials carousel (SPEC §2), an island of the landing pages (decision record 048). Without JavaScript
 * its arrows and dots could move nothing: they are hidden, and the cards scroll sideways, snapping card by card.
 */
export function TestimonialCarousel() {
  const t = useT();
  const measured = usePerView();
  const perView = measured ?? 1;
  const [wanted, setWanted] = useState(0);
  const index = clampIndex(wanted, TESTIMONIALS.length, perView);
  const positions = TESTIMONIALS.length - perView + 1;
  const swipeStart = useRef<number | null>(null);

  const go = (next: number) => setWanted(clampIndex(next, TESTIMONIALS.length, perView));

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "ArrowRight") go(index + 1);
    else if (event.key === "ArrowLeft") go(index - 1);
    else return;
    event.preventDefault();
  }

  function onPointerUp(event: PointerEvent) {
    if (swipeStart.current === null) return;
    const dx = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(dx) > SWIPE_THRESHOLD_PX) go(dx < 0 ? index + 1 : index - 1);
  }

  return (
    <>
      <div
        role="region"
        aria-roledescription="carousel"
        aria-label={t("landing.testimonials.carousel")}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the carousel takes the arrow keys, so it must take focus (APG carousel).
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={(e) => {
          if (e.pointerType === "touch") swipeStart.current = e.clientX;
        }}
        onPointerUp={onPointerUp}
        className={`mt-10 overflow-hidden rounded-2xl [touch-action:pan-y] ${NO_SCRIPT_SCROLL}`}
      >
        <ul
          className="flex transition-transform duration-300 motion-reduce:transition-none"
          style={{ transform: `translateX(-${(index * 100) / perView}%)` }}
        >
          {TESTIMONIALS.map((testimonial, i) => (
            <li
              key={testimonial.id}
              aria-roledescription="slide"
              aria-label={t("landing.testimonials.slide", { index: i + 1, count: TESTIMONIALS.length })}
              // Which cards are out of view is known once the scripts have measured the window.
              aria-hidden={measured === null ? undefined : i < index || i >= index + perView}
              className="w-full shrink-0 p-3 sm:w-1/2 lg:w-1/3 noscript:snap-start"
              data-testid="testimonial"
            >
              <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm">
                <blockquote className="flex-1 text-slate-700">“{t(testimonial.quote)}”</blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex h-11 w-11 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-700"
                  >
                    {testimonial.image}
                  </span>
                  <span>
                    <span className="block font-semibold text-brand-900">{testimonial.name}</span>
                    <span className="block text-sm text-slate-600">
                      {testimonial.location} · {t(testimonial.category)}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
      <div
        hidden={FIT_FROM === 0 || undefined}
        className={`mt-6 flex items-center justify-center gap-4 noscript:hidden ${FIT_FROM === null ? "" : (HIDDEN_FROM[FIT_FROM] ?? "")}`}
      >
        <button
          type="button"
          onClick={() => go(index - 1)}
          disabled={index === 0}
          aria-label={t("landing.testimonials.previous")}
          className={arrowClass}
        >
          ‹
        </button>
        <div className="flex gap-1">
          {Array.from({ length: positions }, (_, i) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: one dot per position: the position is the dot.
              key={i}
              type="button"
              onClick={() => go(i)}
              aria-label={t("landing.testimonials.show", { index: i + 1 })}
              aria-current={i === index}
              className="group flex h-6 w-6 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={`h-3 w-3 rounded-full ${i === index ? "bg-brand-600" : "bg-slate-300 group-hover:bg-slate-400"}`}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          onClick={() => go(index + 1)}
          disabled={index >= positions - 1}
          aria-label={t("landing.testimonials.next")}
          className={arrowClass}
        >
          ›
        </button>
      </div>
    </>
  );
}

const arrowClass =
  "flex h-10 w-10 items-center justify-center rounded-full border border-slate-300 bg-white text-2xl text-brand-900 hover:bg-slate-100 " +
  "disabled:cursor-not-allowed disabled:opacity-40";
