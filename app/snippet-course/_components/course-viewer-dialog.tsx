"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { NextIntlClientProvider, type AbstractIntlMessages } from "next-intl";
import type { SlidePart } from "@/content/course-slide-body";
import { fetchJson } from "@/lib/client/fetch-json";
import { ViewerStage, type ViewerSlide } from "./viewer-stage";
import type { ViewerChapter } from "./viewer-chapters";
import { useSlideNavigation } from "./use-slide-navigation";
import { useViewerKeys } from "./use-viewer-keys";

/** What the viewer shows and where it sends a visitor at the end of the preview. */
interface ViewerContent {
  /** Every slide; `body` only for the free preview (the rest is fetched by buyers). */
  slides: readonly (ViewerSlide & { body: readonly SlidePart[] | null })[];
  chapters: readonly ViewerChapter[];
  /** Slides 1 … freeSlides are free; next on the last free slide is the premium gate. */
  freeSlides: number;
  checkoutHref: string;
  premiumMessage: string;
  /** The course price as shown, e.g. "97 €". */
  price: string;
}

export interface CourseViewerDialogProps extends ViewerContent {
  /** The server's locale, time zone and the "CourseViewer" messages: the provider comes with this chunk, not with the page. */
  intl: { locale: string; timeZone: string; messages: AbstractIntlMessages };
  /** The dialog is open (its code has loaded). */
  onOpened: () => void;
  /** The dialog closed (Escape, "Kurs beenden"). */
  onClosed: () => void;
}

/** The viewer with its own next-intl provider; loaded by CourseViewer on the first click. */
export function CourseViewerDialog({ intl, ...props }: CourseViewerDialogProps) {
  return (
    <NextIntlClientProvider {...intl}>
      <ViewerDialog {...props} />
    </NextIntlClientProvider>
  );
}

/**
 * The full-screen modal dialog at slide 1: previous/next (also ArrowLeft/ArrowRight), Escape or
 * "Kurs beenden" closes. Next on the last free slide shows the premium alert and goes to checkout.
 */
function ViewerDialog({ slides, chapters, freeSlides: previewSlides, checkoutHref, premiumMessage, price, onOpened, onClosed }: Omit<CourseViewerDialogProps, "intl">) {
  // Buyers see every slide: the server says so from the signed premium cookie (the
  // slides behind the preview are refused without it, so this only spares the gate).
  const [unlocked, setUnlocked] = useState(false);
  const freeSlides = unlocked ? slides.length : previewSlides;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const total = slides.length;
  const close = useCallback(() => dialogRef.current?.close(), []);
  const { current, leaving, previous, next } = useSlideNavigation({ total, freeSlides, premiumMessage, checkoutHref });
  useViewerKeys(true, { next, previous, close });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    // Without scrolling: on a phone "Weiter" sits below the slide, and scrolling to it hid the chapter and slide title.
    nextRef.current?.focus({ preventScroll: true });
    onOpened();
    // No message to show: without an answer the preview just stays locked.
    void fetchJson<{ features?: string[] }>("/api/premium").then((result) => setUnlocked(result.ok && !!result.data.features?.includes("course")));
    // once per opening: the dialog is mounted anew each time
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const slide = slides[current - 1];
  if (!slide) return null;
  return (
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby="course-viewer-title"
      onClose={onClosed}
      className="bg-background text-foreground fixed inset-0 m-0 hidden h-dvh max-h-none w-full max-w-none flex-col border-0 p-0 open:flex"
    >
      <ViewerStage
        slide={slide}
        body={slide.body}
        {...{ chapters, current, total, unlocked, previewSlides, checkoutHref, price, nextRef }}
        busy={leaving}
        onPrevious={previous}
        onNext={next}
        onClose={close}
      />
    </dialog>
  );
}
