"use client";

import type { Ref } from "react";
import type { SlidePart } from "@/content/course-slide-body";
import { SlidePanel } from "./slide-panel";
import { useSlideBody } from "./use-slide-body";
import { ViewerChapters, type ViewerChapter } from "./viewer-chapters";
import { ViewerControls } from "./viewer-controls";
import { ViewerHeader } from "./viewer-header";

export interface ViewerSlide {
  id: number;
  title: string;
  chapter: string;
}

interface ViewerStageProps {
  slide: ViewerSlide;
  /** The slide's body when the page has it (free preview), else null. */
  body: readonly SlidePart[] | null;
  chapters: readonly ViewerChapter[];
  current: number;
  total: number;
  unlocked: boolean;
  previewSlides: number;
  checkoutHref: string;
  price: string;
  busy: boolean;
  nextRef: Ref<HTMLButtonElement>;
  onPrevious: () => void;
  onNext: () => void;
  onClose: () => void;
}

/** The open viewer: header, the current slide beside its controls, and the chapter list. */
export function ViewerStage({ slide, body, chapters, current, total, unlocked, previewSlides, checkoutHref, price, busy, nextRef, onPrevious, onNext, onClose }: ViewerStageProps) {
  const bodyState = useSlideBody(slide.id, body, unlocked);
  const chapterNumber = chapters.find((c) => c.title === slide.chapter)?.number ?? 0;
  return (
    <>
      <ViewerHeader checkoutHref={checkoutHref} price={price} onClose={onClose} />
      <div className="min-h-0 flex-1 overflow-y-auto">
        {/* minmax(0,1fr): a long code line scrolls in its box instead of widening the column past a phone's width. */}
        <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 p-4 sm:p-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-10">
          <SlidePanel key={slide.id} id={slide.id} title={slide.title} chapter={slide.chapter} chapterNumber={chapterNumber} body={bodyState} />
          <ViewerControls
            current={current}
            total={total}
            isFree={current <= previewSlides}
            isPreviewEnd={!unlocked && current === previewSlides}
            unlocked={unlocked}
            remaining={total - previewSlides}
            busy={busy}
            onPrevious={onPrevious}
            onNext={onNext}
            nextRef={nextRef}
          />
        </div>
      </div>
      <ViewerChapters chapters={chapters} currentChapter={slide.chapter} />
    </>
  );
}
