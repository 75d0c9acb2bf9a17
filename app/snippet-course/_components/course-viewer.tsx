"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { ChevronLeft, ChevronRight, Lock, PlayCircle, ShoppingCart, X } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { fetchJson } from "@/lib/client/fetch-json";
import { cn } from "@/lib/utils";

interface ViewerSlide {
  id: number;
  title: string;
  chapter: string;
  image: string;
}

interface ViewerChapter {
  number: number;
  title: string;
  countText: string;
}

interface CourseViewerProps {
  slides: readonly ViewerSlide[];
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
 * The course preview: a button that opens a full-screen modal dialog at
 * slide 1. Previous/next (also ArrowLeft/ArrowRight), Escape or "Kurs beenden" closes and
 * focus returns to the button. Next on the last free slide shows the premium alert and
 * goes to checkout instead of advancing.
 */
export function CourseViewer({ slides, chapters, freeSlides: previewSlides, checkoutHref, premiumMessage, openLabel, price, className }: CourseViewerProps) {
  const t = useTranslations("CourseViewer");
  // Buyers see every slide: the server says so from the signed premium cookie (the
  // slide images behind the preview are refused without it, so this only spares the gate).
  const [unlocked, setUnlocked] = useState(false);
  const freeSlides = unlocked ? slides.length : previewSlides;
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState(1);
  const [failedImages, setFailedImages] = useState<ReadonlySet<number>>(() => new Set());
  const [leaving, setLeaving] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);

  const total = slides.length;
  const slide = slides[current - 1];

  const close = useCallback(() => dialogRef.current?.close(), []);

  const previous = useCallback(() => {
    if (leaving) return;
    setCurrent((n) => Math.max(1, n - 1));
  }, [leaving]);

  const next = useCallback(() => {
    if (leaving || current >= total) return;
    if (current >= freeSlides) {
      // Premium gate: the alert, then checkout.
      setLeaving(true);
      window.alert(premiumMessage);
      router.push(checkoutHref);
      return;
    }
    setCurrent(current + 1);
  }, [leaving, current, total, freeSlides, premiumMessage, router, checkoutHref]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog || dialog.open) return;
    dialog.showModal();
    nextRef.current?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = previousOverflow;
    };
  }, [open]);

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.key === "ArrowRight") {
        event.preventDefault();
        next();
      } else if (event.key === "ArrowLeft") {
        event.preventDefault();
        previous();
      } else if (event.key === "Escape") {
        event.preventDefault();
        close();
      }
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [open, next, previous, close]);

  // Warm the cache for the next free slide's image.
  useEffect(() => {
    const upcoming = slides[current];
    if (!open || !upcoming || current >= freeSlides) return;
    const img = new Image();
    img.src = upcoming.image;
  }, [open, current, freeSlides, slides]);

  function openViewer() {
    // No message to show: without an answer the preview just stays locked.
    void fetchJson<{ features?: string[] }>("/api/premium").then((result) => setUnlocked(result.ok && !!result.data.features?.includes("course")));
    setCurrent(1);
    setLeaving(false);
    setOpen(true);
  }

  function onDialogClose() {
    setOpen(false);
    triggerRef.current?.focus();
  }

  const chapterNumber = slide ? (chapters.find((c) => c.title === slide.chapter)?.number ?? 0) : 0;
  const isFree = current <= previewSlides;
  const isPreviewEnd = !unlocked && current === previewSlides;
  const percent = (current / total) * 100;

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
          onClose={onDialogClose}
          className="bg-background text-foreground fixed inset-0 m-0 hidden h-dvh max-h-none w-full max-w-none flex-col border-0 p-0 open:flex"
        >
          <header className="flex shrink-0 items-center justify-between gap-3 border-b px-4 py-3 sm:px-6">
            <h2 id="course-viewer-title" className="min-w-0 truncate text-base font-semibold sm:text-lg">
              {t("dialogTitle")}
            </h2>
            <div className="flex shrink-0 items-center gap-2">
              <Button asChild size="sm">
                <Link href={checkoutHref} aria-label={t("buyLabel", { price })}>
                  <ShoppingCart aria-hidden /> {t("buy", { price })}
                </Link>
              </Button>
              <Button type="button" size="sm" variant="outline" onClick={close}>
                <X aria-hidden /> <span className="sr-only sm:not-sr-only">{t("close")}</span>
              </Button>
            </div>
          </header>

          <div className="min-h-0 flex-1 overflow-y-auto">
            <div className="mx-auto grid w-full max-w-7xl gap-6 p-4 sm:p-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-center lg:gap-10">
              <div className="relative mx-auto flex aspect-video w-full items-center justify-center overflow-hidden rounded-xl lg:max-w-[calc((100dvh-15rem)*16/9)] bg-linear-to-br from-indigo-950 via-indigo-800 to-violet-700 shadow-lg">
                {failedImages.has(slide.id) ? (
                  <p aria-hidden className="px-6 text-center text-lg font-medium text-white sm:text-2xl">
                    {slide.title}
                  </p>
                ) : (
                  <img
                    key={slide.id}
                    src={slide.image}
                    alt={t("imageAlt", { current, title: slide.title })}
                    width={1280}
                    height={720}
                    className="size-full object-contain"
                    onError={() => {
                      console.error(`Slide-Bild konnte nicht geladen werden: ${slide.image}`);
                      setFailedImages((failed) => new Set(failed).add(slide.id));
                    }}
                  />
                )}
              </div>

              <div className="flex flex-col gap-4">
                <div className="flex flex-wrap gap-2">
                  {isFree ? (
                    <Badge variant="secondary" className="bg-emerald-100 text-emerald-900">
                      {t("free")}
                    </Badge>
                  ) : (
                    <Badge>
                      {!unlocked && <Lock aria-hidden />} {t("premium")}
                    </Badge>
                  )}
                  {isPreviewEnd && (
                    <Badge variant="outline" className="border-amber-400 bg-amber-50 text-amber-900">
                      {t("previewEnd")}
                    </Badge>
                  )}
                </div>
                <div>
                  <p className="text-primary text-sm font-semibold tracking-wide uppercase">
                    {t("chapter", { number: chapterNumber })} · {slide.chapter}
                  </p>
                  <h3 className="mt-1 text-xl font-bold tracking-tight text-balance sm:text-2xl">{slide.title}</h3>
                </div>
                <div>
                  <p className="text-muted-foreground text-sm" aria-live="polite">
                    {t("progress", { current, total })}
                  </p>
                  <div
                    role="progressbar"
                    aria-label={t("progressLabel")}
                    aria-valuemin={1}
                    aria-valuemax={total}
                    aria-valuenow={current}
                    aria-valuetext={t("progress", { current, total })}
                    className="bg-muted mt-2 h-2 w-full overflow-hidden rounded-full"
                  >
                    <div className="bg-primary h-full rounded-full transition-[width]" style={{ width: `${percent}%` }} />
                  </div>
                </div>
                {isPreviewEnd && <p className="text-muted-foreground text-sm">{t("previewEndHint", { remaining: total - previewSlides })}</p>}
                <div className="grid grid-cols-2 gap-3">
                  <Button type="button" variant="outline" size="lg" onClick={previous} disabled={current <= 1 || leaving}>
                    <ChevronLeft aria-hidden /> {t("previous")}
                  </Button>
                  <Button ref={nextRef} type="button" size="lg" onClick={next} disabled={current >= total || leaving}>
                    {t("next")} <ChevronRight aria-hidden />
                  </Button>
                </div>
                <p className="text-muted-foreground hidden text-xs lg:block">{t("keyboardHint")}</p>
              </div>
            </div>
          </div>

          <footer className="shrink-0 border-t px-4 py-3 sm:px-6">
            <h3 className="text-muted-foreground mb-2 text-xs font-semibold tracking-wide uppercase">{t("chaptersHeading")}</h3>
            <ol className="flex gap-2 overflow-x-auto pb-1 lg:flex-wrap">
              {chapters.map((chapter) => {
                const active = chapter.title === slide.chapter;
                return (
                  <li
                    key={chapter.number}
                    aria-current={active ? "step" : undefined}
                    className={cn(
                      "shrink-0 rounded-md border px-2.5 py-1 text-xs whitespace-nowrap",
                      active ? "border-primary bg-primary/10 text-primary font-semibold" : "text-muted-foreground",
                    )}
                  >
                    {chapter.number}. {chapter.title} <span className="opacity-75">({chapter.countText})</span>
                  </li>
                );
              })}
            </ol>
          </footer>
        </dialog>
      )}
    </>
  );
}
