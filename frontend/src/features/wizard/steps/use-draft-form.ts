import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A step's generate form: validated by the request's zod schema (answering the request itself) and
 * reporting every edit, so the wizard's working copy (and autosave) holds what is typed before any
 * generate.
 */
export function useDraftForm<Values extends FieldValues, Request>(
  schema: z.ZodType<Request>,
  defaultValues: Values,
  onValuesChange: (values: Values) => void,
) {
  const form = useForm<Values, unknown, Request>({
    resolver: zodResolver(schema as never) as unknown as Resolver<Values, unknown, Request>,
    defaultValues: defaultValues as DefaultValues<Values>,
    mode: 'onTouched',
  });
  const changed = useRef(onValuesChange);
  changed.current = onValuesChange;
  const { watch } = form;
  useEffect(() => {
    const subscription = watch((values) =>
      changed.current({ ...defaultValues, ...(values as Partial<Values>) }),
    );
    return () => subscription.unsubscribe();
    // The defaults are read once, at mount, like useForm reads them.
  }, [watch]);
  return form;
}
