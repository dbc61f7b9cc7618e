import { FormField } from '@/components/ui/form-field';

type Update = (patch: Record<string, string | undefined>) => void;

/**
 * A list's filter controls kept in the address: each change is applied at once, and an emptied one
 * removes its parameter.
 */
export function filterFields(params: Record<string, string>, update: Update) {
  return {
    select: (name: string, label: string, options: { value: string; label: string }[]) => (
      <FormField
        as="select"
        label={label}
        value={params[name] ?? ''}
        onChange={(e) => update({ [name]: e.target.value || undefined })}
        options={options}
        placeholder="Any"
      />
    ),
    date: (name: string, label: string) => (
      <FormField
        label={label}
        type="date"
        value={params[name] ?? ''}
        onChange={(e) => update({ [name]: e.target.value || undefined })}
      />
    ),
  };
}
