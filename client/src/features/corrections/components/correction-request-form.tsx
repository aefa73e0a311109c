import { useMutation } from '@apollo/client/react';
import { CORRECTION_REASON, CorrectableField, correctableDetail, type CorrectableFieldName } from '@barangay-portal/domain';
import { useMemo } from 'react';
import styled from 'styled-components';
import { useLocale, useMessages } from '../../../lib/i18n/language-context';
import {
  Button, formFields, sameNames, refusalOnForm, useZodForm, ZodForm, type Notice,
} from '../../../ui';
import { RequestCorrectionMutation } from '../api/corrections.graphql';
import { correctionSchema, EMPTY_CORRECTION, toRequestCorrectionInput, type CorrectionForm, type RecordValue } from '../correction-form';
import { DETAIL_OPTIONS, detailLabel, GENDER_OPTIONS, shownValue } from '../correction-texts';
import { correctionsMessages } from '../messages';

const Field = formFields<CorrectionForm>();
const SERVER_FIELDS = sameNames<CorrectionForm>('field', 'requestedValue', 'reason');

/** The fields side by side as the width allows, one per row on a phone. */
const StyledFields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.sizes.galleryCardMinWidth}, 1fr));
  column-gap: ${({ theme }) => theme.spacing.md};
`;

const StyledRecord = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.mutedText};
`;

interface CorrectionRequestFormProps {
  recordValue: RecordValue;
  onSubmitStart: () => void;
  onOutcome: (variant: Notice['variant'], text: string) => void;
}

/** Ask for a correction: the detail, what it should say (a date for the birthdate, a choice for gender) and why. */
export function CorrectionRequestForm({ recordValue, onSubmitStart, onOutcome }: CorrectionRequestFormProps) {
  const t = useMessages(correctionsMessages);
  const locale = useLocale();
  const schema = useMemo(() => correctionSchema(recordValue), [recordValue]);
  const form = useZodForm(schema, EMPTY_CORRECTION);
  const [request, { loading }] = useMutation(RequestCorrectionMutation);
  const field = form.watch('field');

  const ask = async (values: CorrectionForm) => {
    try {
      await request({ variables: { input: toRequestCorrectionInput(values) } });
      form.reset(EMPTY_CORRECTION);
      if (values.field !== '') onOutcome('success', t('form.sent', { detail: detailLabel(values.field) }));
    } catch (caught) {
      onOutcome('error', refusalOnForm(caught, form.setError, SERVER_FIELDS, { checkFields: t('form.checkFields'), failed: t('form.sendFailed') }));
    }
  };

  return (
    <ZodForm form={form} busy={loading} onSubmitStart={onSubmitStart} onValid={ask} aria-label={t('card.title')}>
      <StyledFields>
        <Field.Select
          name="field"
          label={t('form.detail')}
          options={DETAIL_OPTIONS}
          placeholder={t('form.detailPlaceholder')}
          required
          // Another detail takes another kind of value: what was typed for the last one goes.
          onValueChange={() => form.setValue('requestedValue', '')}
        />
        {field !== '' && <NewValueField field={field} />}
      </StyledFields>
      {field !== '' && <StyledRecord>{t('form.recordSays', { value: shownValue(field, recordValue(field), locale) })}</StyledRecord>}
      <Field.TextArea
        name="reason"
        label={t('form.reason')}
        hint={t('form.reasonHint')}
        required
        rows={3}
        maxLength={CORRECTION_REASON.max}
      />
      <Button type="submit" disabled={loading} aria-busy={loading || undefined}>
        {loading ? t('form.sending') : t('form.send')}
      </Button>
    </ZodForm>
  );
}

/** The new value's control, as the detail takes it: a date, a choice, or text within the detail's length. */
function NewValueField({ field }: { field: CorrectableFieldName }) {
  const t = useMessages(correctionsMessages);
  const { input } = correctableDetail(CorrectableField[field]);
  const label = t('form.newValue');
  if (input.kind === 'date') return <Field.Date name="requestedValue" label={label} required />;
  if (input.kind === 'choice') {
    return <Field.Select name="requestedValue" label={label} options={GENDER_OPTIONS} placeholder={t('form.genderPlaceholder')} required />;
  }
  return <Field.Text name="requestedValue" label={label} maxLength={input.rule.max} required />;
}
