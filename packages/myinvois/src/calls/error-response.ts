import { z } from 'zod';

/** MyInvois's standard error structure (sdk.myinvois.hasil.gov.my/standard-error-response). */
export interface MyInvoisError {
  propertyName?: string | null;
  propertyPath?: string | null;
  errorCode: string;
  error: string;
  errorMS?: string | null;
  target?: string | null;
  innerError?: MyInvoisError[] | null;
}

export const myInvoisErrorSchema: z.ZodType<MyInvoisError> = z.lazy(() =>
  z.object({
    propertyName: z.string().nullish(),
    propertyPath: z.string().nullish(),
    errorCode: z.string(),
    error: z.string(),
    errorMS: z.string().nullish(),
    target: z.string().nullish(),
    innerError: z.array(myInvoisErrorSchema).nullish(),
  }),
);

/** The body of an error answer: a single object named `error`. */
export const errorResponseSchema = z.object({ error: myInvoisErrorSchema });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
