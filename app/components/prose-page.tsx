import type { ReactNode } from "react";

type Props = { title: ReactNode; intro: ReactNode; children: ReactNode };

/** The long-form layout of /about, /terms, /privacy and /blog: one h1, an intro, then h2 sections. */
export function ProsePage({ title, intro, children }: Props) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <header className="border-b border-slate-200 pb-8">
        <h1 className="text-4xl font-bold tracking-tight text-brand-900 sm:text-5xl">{title}</h1>
        <div className="mt-4 space-y-3 text-lg leading-relaxed text-slate-700">{intro}</div>
      </header>
      <div className="mt-10 space-y-12">{children}</div>
    </article>
  );
}

/**
 * One linkable section. The scroll margin keeps the heading clear of the sticky header when the page
 * is opened at `#id`; lists and links inside get the prose styling here so pages write plain markup.
 */
export function ProseSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
      <h2 id={`${id}-title`} className="text-2xl font-semibold text-brand-900">
        {title}
      </h2>
      <div className={proseClass}>{children}</div>
    </section>
  );
}

const proseClass =
  "mt-4 space-y-4 leading-relaxed text-slate-700 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a:hover]:text-brand-900 " +
  "[&_li]:pl-1 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_strong]:text-slate-900 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6";
