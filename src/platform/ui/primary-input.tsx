// The primary input: the generic Input with the prominent look, for a page's main field.
import { Input, type InputProps } from './input.tsx';

export function PrimaryInput(props: Omit<InputProps, 'variant'>) {
  return <Input {...props} variant="primary" />;
}
