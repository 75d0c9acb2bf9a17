"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { PlayCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { SlidePart } from "@/content/course-slide-body";
import { fetchJson } from "@/lib/client/fetch-json";
import { ViewerStage, type ViewerSlide } from "./viewer-stage";
import type { ViewerChapter } from "./viewer-chapters";
import { useSlideNavigation } from "./use-slide-navigation";
import { useViewerKeys } from "./use-viewer-keys";

interface CourseViewerProps {
  /** Every slide; `body` only for the free preview (the rest is fetched by buyers). */
  slides: readonly (ViewerSlide & { body: readonly SlidePart[] | null })[];
  chapters: readonly ViewerChapter[];
  /** Slides 1 … freeSlides are free; next on the last free slide is the premium gate. */
  freeSlides: number;
  checkoutHref: string;
  premiumMessage: string;
  /** Text of the button that opens the viewer. */
  openLabel: string;
  /** The course price as shown, e.g. "97 €". */
  price: string;
  className?: string;
}

/**
 * The course preview: a button that opens a full-screen modal dialog at slide 1.
 * Previous/next (also ArrowLeft/ArrowRight), Escape or "Kurs beenden" closes and focus
 * returns to the button. Next on the last free slide shows the premium alert and goes to
 * checkout instead of advancing.
 */
export function CourseViewer({ slides, chapters, freeSlides: previewSlides, checkoutHref, premiumMessage, openLabel, price, className }: CourseViewerProps) {
  // Buyers see every slide: the server says so from the signed premium cookie (the
  // slides behind the preview are refused without it, so this only spares the gate).
  const [unlocked, setUnlocked] = useState(false);
  const freeSlides = unlocked ? slides.length : previewSlides;
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const total = slides.length;
  const close = useCallback(() => dialogRef.current?.close(), []);
  const { current, leaving, previous, next, restart } = useSlideNavigation({ total, freeSlides, premiumMessage, checkoutHref });
  useViewerKeys(open, { next, previous, close });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog || dialog.open) return;
    dialog.showModal();
    nextRef.current?.focus();
  }, [open]);

  function openViewer() {
    // No message to show: without an answer the preview just stays locked.
    void fetchJson<{ features?: string[] }>("/api/premium").then((result) => setUnlocked(result.ok && !!result.data.features?.includes("course")));
    restart();
    setOpen(true);
  }

  const slide = slides[current - 1];
  return (
    <>
      <Button ref={triggerRef} type="button" size="lg" variant="outline" className={className} onClick={openViewer}>
        <PlayCircle aria-hidden /> {openLabel}
      </Button>
      {open && slide && (
        <dialog
          ref={dialogRef}
          aria-modal="true"
          aria-labelledby="course-viewer-title"
          onClose={() => {
            setOpen(false);
            triggerRef.current?.focus();
          }}
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
      )}
    </>
  );
}
