import { CheckboxField, SelectField, TextAreaField, TextField } from '@schoolpage/ui';
import { FocalPointField } from '../focal-point/focal-point-field';
import { RichTextField } from '../rich-text/rich-text-field';
import type { FieldSpec } from './field-spec';
import { FileInput } from './file-input';
import { useWords } from '@schoolpage/words';
import { sectionsWords } from './sections.words';
import { useSectionText } from './section-texts';

/**
 * The labelled control of one field spec, showing `initial` (a saved value; for a focal point, also the
 * saved picture it belongs to). The form reads it on submit.
 */
export function FieldInput({ field, disabled, initial, savedPicture }: { field: FieldSpec; disabled?: boolean; initial?: string; savedPicture?: string }) {
  const words = useWords(sectionsWords);
  const text = useSectionText();
  const label = text(field.label);
  const common = { name: field.name, label, disabled, placeholder: field.placeholder && text(field.placeholder), hint: field.hint && text(field.hint) };
  const saved = field.kind === 'file' ? {} : { defaultValue: initial ?? '' };
  switch (field.kind) {
    case 'textarea':
      return <TextAreaField {...common} {...saved} rows={4} />;
    case 'select':
      return (
        <SelectField {...common} defaultValue={initial ?? ''}>
          <option value="">{words.t('selectField', { field: label.toLocaleLowerCase(words.language) })}</option>
          {(field.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {text(option.label)}
            </option>
          ))}
        </SelectField>
      );
    case 'file':
      return <FileInput name={field.name} label={label} kind={field.upload ?? 'image'} disabled={disabled} hint={common.hint} />;
    case 'focalPoint':
      return <FocalPointField name={field.name} label={label} pictureField={field.picture} savedPicture={savedPicture} initial={initial} disabled={disabled} />;
    case 'richText':
      return <RichTextField name={field.name} label={label} initial={initial} hint={common.hint} />;
    case 'optOut':
      return <CheckboxField name={field.name} label={label} hint={common.hint} disabled={disabled} defaultChecked={initial !== 'false'} />;
    case 'tel':
      return <TextField {...common} {...saved} type="tel" inputMode="tel" autoComplete="tel" />;
    default:
      return <TextField {...common} {...saved} type={field.kind} />;
  }
}
