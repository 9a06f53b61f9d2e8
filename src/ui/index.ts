// The portal's UI kit. Pages import from here; only src/ui knows about notistack, sweetalert2,
// react-select and lucide.
export { Button, loadingLabel, type ButtonProps } from './button.tsx';
export { Card, CardContent, type CardProps } from './card.tsx';
export { Collapse, type CollapseProps } from './collapse.tsx';
export { DatePicker, type DatePickerProps } from './date-picker.tsx';
export { dateFormatHint, formatDateLong } from './date-format.ts';
export { confirmDialog, dialog, dialogDefaults, noAccessTitle, showNoAccess, showStartupToast, type ConfirmOptions } from './dialogs.ts';
export { Icon, type IconProps, type UiIconKey } from './icon.tsx';
export { icons } from './icon-set.ts';
export { Input, type InputProps } from './input.tsx';
export { InputField, type ControlProps, type FieldProps, type InputFieldProps } from './input-field.tsx';
export { applyInputRules, inputMessages, type InputRules, type InputType } from './input-rules.ts';
export { Modal, modalFadeMs, type ModalProps } from './modal.tsx';
export { notify } from './notify.ts';
export { PrimaryInput } from './primary-input.tsx';
export { SearchableSelect, type SearchableSelectProps } from './searchable-select.tsx';
export { noOptionsMessage, SelectField, type SelectFieldProps, type SelectOption } from './select.tsx';
export { TextField, type TextFieldProps } from './text-field.tsx';
export { ToastProvider } from './toast-provider.tsx';
export { Tooltip, type TooltipProps } from './tooltip.tsx';
