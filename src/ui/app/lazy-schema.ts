import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import type { Schema } from 'yup';

/**
 * A formik `validate` whose yup schema is loaded on first use (a dynamic import): yup and the rules stay out of
 * the page's first load and arrive with the first blur, change or submit. The same checks and messages as
 * formik's `validationSchema` (its own yup helpers: empty strings read as missing, every error per field).
 */
export function lazySchemaValidate<V extends FormikValues>(load: () => Promise<Schema>): (values: V) => Promise<FormikErrors<V>> {
  let schema: Promise<Schema> | null = null;
  return async (values) => {
    try {
      await validateYupSchema(values, await (schema ??= load()));
      return {};
    } catch (error) {
      if ((error as Error).name === 'ValidationError') return yupToFormErrors(error);
      throw error;
    }
  };
}
