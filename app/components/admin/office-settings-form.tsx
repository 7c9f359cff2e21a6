/**
 * An office's settings form (/admin/offices/:key, issue 46): name and zone, one text field a
 * weekday for its business hours, holidays one a line, and the durations as a number with a unit.
 * A plain post form: works without JavaScript, one column at 390 px.
 */
import { Form } from 'react-router';
import { FormAlert, useFocusFirstError, useSaving } from '~/components/admin/editor-kit';
import { buttonClass } from '~/components/ui/button';
import { SelectField, TextAreaField, TextField } from '~/components/ui/field';
import { officeEditCopy as copy, WEEKDAY_NAMES } from '~/content/admin/offices';
import { DURATION_UNITS, hoursField, ISO_WEEKDAYS, type OfficeFormValues } from '~/domain/meetings/office-form';
import { timeZoneNames } from '~/domain/time-zones';

const sectionClass = 'space-y-4 rounded-lg border border-slate-200 bg-white p-6';

function DurationField({ name, label, hint, values, errors }: { name: string; label: string; hint: string; values: OfficeFormValues; errors: Record<string, string> }) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-2">
      <TextField name={name} label={label} hint={hint} inputMode="decimal" required defaultValue={values[name] ?? ''} error={errors[name]} />
      <SelectField
        name={`${name}_unit`}
        label={<span className="sr-only">{copy.unit(label)}</span>}
        options={DURATION_UNITS}
        optionLabel={(unit) => copy.units[unit as keyof typeof copy.units]}
        defaultValue={values[`${name}_unit`] ?? 'minutes'}
        className="pt-5"
      />
    </div>
  );
}

export function OfficeSettingsForm({ values, errors, message }: { values: OfficeFormValues; errors: Record<string, string>; message: string | undefined }) {
  const formRef = useFocusFirstError(errors);
  const saving = useSaving();
  const zones = timeZoneNames();
  const current = values.time_zone ?? '';
  const zoneOptions = zones.includes(current) || current === '' ? zones : [current, ...zones];
  return (
    <Form method="post" ref={formRef} noValidate className="mb-10 space-y-6" aria-label={copy.settingsHeading}>
      <FormAlert message={message} />
      {errors.form ? <FormAlert message={errors.form} /> : null}
      <section aria-labelledby="office-settings" className={sectionClass}>
        <h2 id="office-settings" className="text-lg font-semibold text-ink">
          {copy.settingsHeading}
        </h2>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField name="name" label={copy.name} required maxLength={80} defaultValue={values.name ?? ''} error={errors.name} />
          <SelectField name="time_zone" label={copy.timeZone} hint={copy.timeZoneHint} required options={zoneOptions} defaultValue={current} error={errors.time_zone} />
        </div>
      </section>

      <section aria-labelledby="office-hours" className={sectionClass}>
        <h2 id="office-hours" className="text-lg font-semibold text-ink">
          {copy.hoursHeading}
        </h2>
        <p className="text-sm text-slate-700">{copy.hoursHint}</p>
        <div className="grid gap-4 md:grid-cols-2">
          {ISO_WEEKDAYS.map((weekday) => {
            const name = hoursField(weekday);
            return (
              <TextField
                key={name}
                name={name}
                label={copy.hoursLabel(WEEKDAY_NAMES[weekday - 1] ?? '')}
                maxLength={200}
                autoComplete="off"
                defaultValue={values[name] ?? ''}
                error={errors[name]}
              />
            );
          })}
        </div>
        <TextAreaField name="holidays" label={copy.holidays} hint={copy.holidaysHint} rows={5} defaultValue={values.holidays ?? ''} error={errors.holidays} />
      </section>

      <section aria-labelledby="office-timing" className={sectionClass}>
        <h2 id="office-timing" className="text-lg font-semibold text-ink">
          {copy.timingHeading}
        </h2>
        <div className="grid gap-4 md:grid-cols-2">
          <DurationField name="response_target" label={copy.responseTarget} hint={copy.responseTargetHint} values={values} errors={errors} />
          <DurationField name="escalate_after" label={copy.escalateAfter} hint={copy.escalateAfterHint} values={values} errors={errors} />
          <DurationField name="minimum_notice" label={copy.minimumNotice} hint={copy.minimumNoticeHint} values={values} errors={errors} />
          <TextField
            name="booking_days_ahead"
            label={copy.bookingDaysAhead}
            hint={copy.bookingDaysAheadHint}
            inputMode="numeric"
            required
            defaultValue={values.booking_days_ahead ?? ''}
            error={errors.booking_days_ahead}
          />
        </div>
      </section>
      <button type="submit" name="intent" value="save" disabled={saving} className={buttonClass('primary')}>
        {saving ? copy.saving : copy.save}
      </button>
    </Form>
  );
}
