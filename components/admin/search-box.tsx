import { FormField } from '@/components/ui/form-field';

/**
 * One search field over a list, sent with Enter: `onSearch` gets the trimmed text, or undefined for
 * an empty field. It shows `value` (the address's parameter) again after Back and Forward.
 */
export function SearchBox({
  label,
  name,
  value,
  onSearch,
}: {
  label: string;
  name: string;
  value: string | undefined;
  onSearch: (text: string | undefined) => void;
}) {
  return (
    <form
      role="search"
      className="mb-4 max-w-md"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(String(new FormData(e.currentTarget).get(name) ?? '').trim() || undefined);
      }}
    >
      <FormField label={label} name={name} type="search" defaultValue={value ?? ''} key={value} />
    </form>
  );
}
