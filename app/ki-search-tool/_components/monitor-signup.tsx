"use client";

import Link from "next/link";
import { AlertCircle, CalendarClock, Loader2, MailCheck } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { PlainButton } from "@/components/ui/plain-button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { FormField, refusedControlProps } from "@/components/form-field";
import { buildQuestionSet } from "@/lib/visibility/questions";
import { QuestionPreview } from "./question-preview";
import type { MonitorSignupTexts } from "./monitor-signup-texts";
import { useMonitorSignup, type SignupField, type SignupForm } from "./use-monitor-signup";

/**
 * "Wöchentlich beobachten": the monitor sign-up. Filled with what the visitor typed into
 * the live test above (fields they have not typed here themselves); shows the questions
 * the monitor will ask while they type; on success the request to confirm by e-mail takes
 * its place, in view and focused.
 * @param texts its German texts, resolved on the server (monitor-signup-texts.ts)
 */
export function MonitorSignup({ texts: t }: { texts: MonitorSignupTexts }) {
  const { form, setField, state, sentRef, submit, fieldId } = useMonitorSignup(t.failed);
  if (state.kind === "sent") {
    return (
      <Alert ref={sentRef} tabIndex={-1} variant="success" data-testid="monitor-signup-sent" role="status" className="scroll-mt-20 outline-none focus-visible:ring-[3px]">
        <MailCheck aria-hidden />
        <AlertTitle>{t.sentTitle}</AlertTitle>
        <AlertDescription>{t.sentTextBefore}
          {state.email}
          {t.sentTextAfter}</AlertDescription>
      </Alert>
    );
  }
  return (
    <Card id="monitor" className="scroll-mt-20">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <CalendarClock className="size-5" aria-hidden /> {t.signupTitle}
        </CardTitle>
        <CardDescription>
          {t.signupIntro}{" "}
          <Link href="/monitor" className="text-primary underline underline-offset-4">
            {t.myMonitorsLink}
          </Link>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2" noValidate>
          <SignupFields form={form} setField={setField} texts={t} fieldId={fieldId} refused={state.kind === "error" && state.field ? { field: state.field, message: state.message } : null} />
          <div className="flex flex-col gap-3 sm:col-span-2">
            <PlainButton type="submit" pending={state.kind === "sending"} className="sm:self-start">
              {state.kind === "sending" && <Loader2 className="animate-spin" aria-hidden />}
              {state.kind === "sending" ? t.submitting : t.submit}
            </PlainButton>
            {state.kind === "error" && !state.field && (
              <Alert variant="destructive" data-testid="monitor-signup-error">
                <AlertCircle aria-hidden />
                <AlertDescription>{state.message}</AlertDescription>
              </Alert>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

/** The sign-up's fields (a refused one with its message beneath it), the preview of the questions the monitor will ask, and the privacy note. */
function SignupFields({
  form,
  setField,
  texts: t,
  fieldId,
  refused,
}: {
  form: SignupForm;
  setField: (name: SignupField, value: string) => void;
  texts: MonitorSignupTexts;
  fieldId: (name: SignupField) => string;
  refused: { field: SignupField; message: string } | null;
}) {
  const questions = form.industry.trim() && form.city.trim() ? buildQuestionSet({ industry: form.industry, city: form.city, specialty: form.specialty }) : [];
  const field = (name: SignupField, props: React.ComponentProps<typeof Input> = {}) => {
    const id = fieldId(name);
    const error = refused?.field === name ? refused.message : null;
    return (
      <FormField id={id} label={t[`${name === "businessName" ? "business" : name}Label`]} error={error}>
        <Input id={id} value={form[name]} onChange={(e) => setField(name, e.target.value)} {...refusedControlProps(id, error)} {...props} />
      </FormField>
    );
  };
  return (
    <>
      {field("businessName", { required: true, maxLength: 120, autoComplete: "organization" })}
      {field("website", { required: true, maxLength: 2048, inputMode: "url", autoComplete: "url", placeholder: "praxis-beispiel.de" })}
      {field("industry", { required: true, maxLength: 100, placeholder: t.industryPlaceholder })}
      {field("city", { required: true, maxLength: 100, autoComplete: "address-level2" })}
      {field("specialty", { maxLength: 100, placeholder: t.specialtyPlaceholder })}
      {field("competitors", { maxLength: 600, placeholder: t.competitorsPlaceholder })}
      <div className="sm:col-span-2">{field("email", { required: true, type: "email", maxLength: 320, autoComplete: "email" })}</div>
      <QuestionPreview title={t.questionsPreview} questions={questions} testId="monitor-questions-preview" className="bg-muted/50 p-3 sm:col-span-2" />
      <p className="text-muted-foreground text-xs sm:col-span-2">
        {t.privacyNote}{" "}
        <a href="/datenschutz#ki-monitor" className="text-primary underline underline-offset-4">
          /datenschutz
        </a>
      </p>
    </>
  );
}
