import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { buttonClass, type ButtonVariant } from '~/components/ui/button';

/**
 * A one-button form posting `intent` (and hidden `fields`) to the current route: list actions
 * such as Make Featured or Test DB Connection. Works without JavaScript.
 */
export function IntentButton({
  intent,
  fields = {},
  children,
  variant = 'secondary',
  className = 'px-3 py-1.5 text-xs',
}: {
  intent: string;
  fields?: Record<string, string>;
  children: ReactNode;
  variant?: ButtonVariant;
  className?: string;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={buttonClass(variant, className)}>
        {children}
      </button>
    </Form>
  );
}
