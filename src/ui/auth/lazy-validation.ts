import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import type { Schema } from 'yup';

type Schemas = typeof import('./schemas');
let schemas: Promise<Schemas> | null = null;

/**
 * A formik `validate` that runs a sign-in schema loaded on first use: yup (and the rules) stay out of the pages'
 * first load and arrive with the first blur, change or submit. Same checks and messages as `validationSchema`
 * (formik's own yup helpers: empty strings read as missing, every error collected per field).
 */
export function lazyValidate<V extends FormikValues>(pick: (rules: Schemas) => Schema): (values: V) => Promise<FormikErrors<V>> {
  return async (values) => {
    const schema = pick(await (schemas ??= import('./schemas')));
    try {
      await validateYupSchema(values, schema);
      return {};
    } catch (error) {
      if ((error as Error).name === 'ValidationError') return yupToFormErrors(error);
      throw error;
    }
  };
}
