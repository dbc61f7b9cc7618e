'use client';

import { useEffect, useId, useRef } from 'react';
import { FormError } from '@/components/ui/form-error';

interface RichTextEditorProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
}

// The formatting the upstream keeps when it sanitizes on save (p, lists, bold, italic, h3, links).
const tools = [
  { command: 'bold', label: 'Bold', text: 'B' },
  { command: 'italic', label: 'Italic', text: 'I' },
  { command: 'formatBlock', value: 'h3', label: 'Heading', text: 'H' },
  { command: 'formatBlock', value: 'p', label: 'Paragraph', text: '¶' },
  { command: 'insertUnorderedList', label: 'Bulleted list', text: '• List' },
  { command: 'insertOrderedList', label: 'Numbered list', text: '1. List' },
  { command: 'createLink', label: 'Link', text: 'Link' },
] as const;

/**
 * A small rich-text field on the browser's own editing (contentEditable): job texts need only
 * paragraphs, lists, emphasis and links, which is not worth an editor library on every admin page.
 * The HTML it produces is sanitized by the upstream on save, so nothing typed or pasted here is trusted.
 */
export function RichTextEditor({ label, value, onChange, error }: RichTextEditorProps) {
  const ref = useRef<HTMLDivElement>(null);
  const labelId = useId();

  // Only outside changes (the loaded job, a reset) are written in; typing must not move the caret.
  useEffect(() => {
    if (ref.current && ref.current.innerHTML !== value) ref.current.innerHTML = value;
  }, [value]);

  const run = (tool: (typeof tools)[number]) => {
    ref.current?.focus();
    if (tool.command === 'createLink') {
      const href = window.prompt('Link address (https://…)');
      if (href) document.execCommand('createLink', false, href);
    } else {
      document.execCommand(tool.command, false, 'value' in tool ? tool.value : undefined);
    }
    onChange(ref.current?.innerHTML ?? '');
  };

  return (
    <div>
      <p id={labelId} className="text-sm font-medium text-slate-800">
        {label}
      </p>
      <div role="toolbar" aria-label={`${label} formatting`} className="mt-1 flex flex-wrap gap-1">
        {tools.map((tool) => (
          <button
            key={tool.label}
            type="button"
            aria-label={tool.label}
            title={tool.label}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => run(tool)}
            className="rounded border border-slate-300 bg-white px-2 py-0.5 text-xs font-semibold hover:bg-slate-100"
          >
            {tool.text}
          </button>
        ))}
      </div>
      <div
        ref={ref}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelId}
        aria-invalid={Boolean(error)}
        contentEditable
        suppressContentEditableWarning
        onInput={(e) => onChange(e.currentTarget.innerHTML)}
        className="mt-1 min-h-32 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm focus:border-gold focus:outline-none focus:ring-2 focus:ring-gold/40 [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5 [&_a]:underline"
      />
      <FormError message={error} className="mt-1" />
    </div>
  );
}
