import { getTranslations } from "next-intl/server";
import { COURSE_CHAPTERS, COURSE_FORMER_PRICE, COURSE_PRICE, COURSE_TRADE_COUNT, FREE_SLIDES, TOTAL_SLIDES } from "@/content/course";
import { MONEY_BACK_GUARANTEE_DAYS } from "@/content/products";

/** The counts and prices the page's messages (namespace "Course") are filled with. */
export const COURSE_VALUES = {
  total: TOTAL_SLIDES,
  free: FREE_SLIDES,
  price: COURSE_PRICE,
  formerPrice: COURSE_FORMER_PRICE?.price ?? "none",
  chapters: COURSE_CHAPTERS.length,
  trades: COURSE_TRADE_COUNT,
  guaranteeDays: MONEY_BACK_GUARANTEE_DAYS,
};

export type CourseTranslator = Awaited<ReturnType<typeof getTranslations<"Course">>>;
