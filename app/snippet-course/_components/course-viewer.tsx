"use client";

import { lazy, Suspense, useRef, useState, type ReactNode } from "react";
import type { CourseViewerDialogProps } from "./course-viewer-dialog";

/**
 * The viewer itself (dialog, slides, navigation, next-intl): its code loads on the first click,
 * not with the page. React.lazy, not next/dynamic: only rendered after a click, it needs no
 * server-rendering switch, and next/dynamic's runtime (~2 KB) would load with the page.
 */
const CourseViewerDialog = lazy(() => import("./course-viewer-dialog").then((m) => ({ default: m.CourseViewerDialog })));

interface CourseViewerProps extends Omit<CourseViewerDialogProps, "onOpened" | "onClosed"> {
  /** The trigger's classes (the server's buttonVariants), so this island ships no button library. */
  triggerClassName: string;
  /** Icon and text of the trigger, drawn on the server. */
  children: ReactNode;
  /** Announced while the viewer's code loads. */
  loadingLabel: string;
}

/**
 * The course preview's button: opens the full-screen viewer (CourseViewerDialog) at slide 1;
 * when it closes, focus returns to the button. While the viewer's code loads the button is
 * aria-busy and a status line says so.
 */
export function CourseViewer({ triggerClassName, children, loadingLabel, ...viewer }: CourseViewerProps) {
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const loading = open && !shown;
  return (
    <>
      <button ref={triggerRef} type="button" className={triggerClassName} aria-busy={loading} onClick={() => setOpen(true)}>
        {children}
      </button>
      <span role="status" className="sr-only">
        {loading ? loadingLabel : ""}
      </span>
      {open && (
        <Suspense fallback={null}>
          <CourseViewerDialog
            {...viewer}
            onOpened={() => setShown(true)}
            onClosed={() => {
              setOpen(false);
              setShown(false);
              triggerRef.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
