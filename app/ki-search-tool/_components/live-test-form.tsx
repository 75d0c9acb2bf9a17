"use client";

import { Search } from "lucide-react";
import { FormCard } from "@/components/form-card";
import { FormField } from "@/components/form-field";
import { RunButton, RunError } from "@/components/run-button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import type { LiveTestForm } from "./live-test-request";
import { LIVE_TEST_NOT_CONFIGURED_ID, type LiveTestTexts } from "./live-test-texts";
import { QuestionPreview } from "./question-preview";

type Update = (field: keyof LiveTestForm) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;

/**
 * The live test's form: the topic (required, with its inline error), the business and
 * where to look for it, the questions it will ask, the start button and the run's error.
 * @param configured false without an AI provider: the button stays disabled, described by the page's notice
 */
export function LiveTestFormCard({ form, update, questions, queryError, running, configured, error, onSubmit, texts: t }: {
  form: LiveTestForm;
  update: Update;
  questions: string[];
  queryError: string | null;
  running: boolean;
  configured: boolean;
  error: string | null;
  onSubmit: (e: React.FormEvent) => void;
  texts: LiveTestTexts;
}) {
  return (
    <FormCard title={t.formTitle} description={t.formDescription}>
      <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
        <FormField id="lt-query" required label={t.queryLabel}>
          <Input
            id="lt-query"
            value={form.query}
            onChange={update("query")}
            placeholder={t.queryPlaceholder}
            maxLength={200}
            required
            aria-required
            aria-invalid={queryError ? true : undefined}
            aria-describedby={queryError ? "lt-query-error" : undefined}
            autoComplete="off"
          />
          {queryError && (
            <p id="lt-query-error" role="alert" className="text-destructive text-sm" data-testid="live-test-query-error">
              {queryError}
            </p>
          )}
        </FormField>
        <DetailFields form={form} update={update} texts={t} />
        <QuestionPreview title={t.questionsPreview} questions={questions} testId="live-test-questions-preview" className="bg-muted/50 p-3" />
        <RunButton running={running} disabled={!configured} disabledReasonId={LIVE_TEST_NOT_CONFIGURED_ID} icon={Search} label={t.start} runningLabel={t.running} className="mt-1" />
        {error && <RunError id="lt-error" message={error} testId="live-test-error" />}
      </form>
    </FormCard>
  );
}

/** Business name, place, website, specialty and kind of search: all optional. */
function DetailFields({ form, update, texts: t }: { form: LiveTestForm; update: Update; texts: LiveTestTexts }) {
  return (
    <>
      <FormField id="lt-business" label={t.businessLabel}>
        <Input id="lt-business" value={form.businessName} onChange={update("businessName")} placeholder={t.businessPlaceholder} maxLength={120} autoComplete="organization" />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="lt-location" label={t.locationLabel}>
          <Input id="lt-location" value={form.location} onChange={update("location")} placeholder={t.locationPlaceholder} maxLength={100} autoComplete="address-level2" />
        </FormField>
        <FormField id="lt-domain" label={t.domainLabel}>
          <Input id="lt-domain" value={form.domain} onChange={update("domain")} placeholder={t.domainPlaceholder} maxLength={253} inputMode="url" autoComplete="url" />
        </FormField>
      </div>
      <FormField id="lt-specialty" label={t.specialtyLabel} hint={t.specialtyHint}>
        <Input id="lt-specialty" value={form.specialty} onChange={update("specialty")} placeholder={t.specialtyPlaceholder} maxLength={80} aria-describedby="lt-specialty-hint" autoComplete="off" />
      </FormField>
      <FormField id="lt-type" label={t.typeLabel}>
        <NativeSelect id="lt-type" value={form.searchType} onChange={update("searchType")}>
          <option value="business-info">{t["type.business-info"]}</option>
          <option value="how-to">{t["type.how-to"]}</option>
          <option value="product-info">{t["type.product-info"]}</option>
        </NativeSelect>
      </FormField>
    </>
  );
}
