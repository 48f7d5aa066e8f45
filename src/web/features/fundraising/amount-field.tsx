import { Controller, useWatch, type Control } from 'react-hook-form';
import { DEFAULT_CURRENCY, type FundraisingInput } from '../../../shared/fundraising';
import { MoneyField } from '../../components/money-field';

type AmountName = 'required_amount' | 'min_ticket_size' | 'max_ticket_size';

/** One amount of the fundraising form, grouped as it is typed, after the symbol of the currency chosen beside it. */
export function AmountField({
  control,
  name,
  label,
  deps,
}: {
  control: Control<FundraisingInput>;
  name: AmountName;
  label: string;
  deps?: AmountName[];
}) {
  const currency = useWatch({ control, name: 'currency' }) || DEFAULT_CURRENCY;
  return (
    <Controller
      control={control}
      name={name}
      rules={deps && { deps }}
      render={({ field, fieldState, formState }) => (
        <MoneyField
          label={label}
          name={field.name}
          ref={field.ref}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          currency={currency}
          disabled={formState.isSubmitting}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
