import { SelectField, TextAreaField, TextField } from '@schoolpage/ui';
import type { FieldSpec } from './field-spec';

/** The labelled control of one field spec. Uncontrolled: the form reads it on submit. */
export function FieldInput({ field, disabled }: { field: FieldSpec; disabled?: boolean }) {
  const common = { name: field.name, label: field.label, disabled, placeholder: field.placeholder };
  switch (field.kind) {
    case 'textarea':
      return <TextAreaField {...common} rows={4} />;
    case 'select':
      return (
        <SelectField {...common} defaultValue="">
          <option value="">Select {field.label.toLowerCase()}</option>
          {(field.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      );
    case 'file':
      return <TextField {...common} type="file" accept={field.accept} />;
    case 'tel':
      return <TextField {...common} type="tel" inputMode="numeric" pattern="[0-9]*" />;
    default:
      return <TextField {...common} type={field.kind} />;
  }
}
