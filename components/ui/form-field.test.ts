import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FormField, type FormFieldProps } from './form-field';

const render = (props: FormFieldProps) => {
  const html = renderToStaticMarkup(createElement(FormField, props));
  return new Markup(html);
};

/** Just enough of the markup to read ids and attributes (vitest runs in node here). */
class Markup {
  constructor(readonly html: string) {}
  attr(tag: string, name: string) {
    return this.html.match(new RegExp(`<${tag}\\b[^>]*\\s${name}="([^"]*)"`))?.[1];
  }
}

describe('FormField', () => {
  it('labels its input and ties the error to it for screen readers', () => {
    const field = render({ label: 'Email Address', error: 'Email is required', name: 'email', type: 'email' });
    const id = field.attr('input', 'id');
    expect(field.attr('label', 'for')).toBe(id);
    expect(field.attr('input', 'aria-invalid')).toBe('true');
    expect(field.attr('input', 'aria-describedby')).toBe(`${id}-error`);
    expect(field.attr('p', 'id')).toBe(`${id}-error`);
    expect(field.html).toContain('role="alert"');
    expect(field.html).toContain('>Email is required</p>');
  });

  it('says nothing and points nowhere while the field is valid', () => {
    const field = render({ label: 'Subject', name: 'subject' });
    expect(field.attr('input', 'aria-invalid')).toBe('false');
    expect(field.attr('input', 'aria-describedby')).toBeUndefined();
    expect(field.html).not.toContain('<p');
  });

  it('draws a select with its placeholder first, and a textarea', () => {
    const select = render({
      label: 'Inquiry Type',
      as: 'select',
      placeholder: 'Select inquiry type',
      options: [{ value: 'a', label: 'General' }],
    });
    expect(select.html).toMatch(/<select[^>]*><option value="">Select inquiry type<\/option><option value="a">General/);
    expect(render({ label: 'Message', as: 'textarea', rows: 6 }).attr('textarea', 'rows')).toBe('6');
  });

  it('puts a checkbox before its label, the error still tied to the box', () => {
    const box = render({ label: 'I agree', type: 'checkbox', error: 'Consent is required' });
    expect(box.html.indexOf('<input')).toBeLessThan(box.html.indexOf('<label'));
    expect(box.attr('input', 'aria-describedby')).toBe(`${box.attr('input', 'id')}-error`);
  });

  it("hands a control of the form's own the same wiring and the field's props", () => {
    const field = render({
      label: 'Password',
      error: 'Password is required',
      name: 'password',
      children: (control) => createElement('input', { ...control, 'data-own': 'yes' }),
    });
    expect(field.attr('input', 'name')).toBe('password');
    expect(field.attr('input', 'data-own')).toBe('yes');
    expect(field.attr('input', 'aria-describedby')).toBe(`${field.attr('input', 'id')}-error`);
  });
});
