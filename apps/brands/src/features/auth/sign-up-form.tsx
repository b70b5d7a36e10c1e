import { isApiError } from '@ma/api-client';
import { serverErrors, useZodForm } from '@ma/app-kit/form';
import { formatCnpj } from '@ma/domain';
import { brandSignUpPayloadSchema, type BrandSignUpPayload } from '@ma/api-client/brand';
import { NewPasswordInput } from '@ma/app-kit/new-password-input';
import { FormSubmit } from '@ma/ui/form';
import { EmailInput } from '@ma/ui/text-input';
import type { FormErrors } from '@mantine/form';
import { Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The server's refusal on the field it is about: a CNPJ already registered on 'CNPJ', an e-mail
 * that already has an account on 'E-mail' (with the way to sign in); anything else as
 * serverErrors puts it (a 422's fields on theirs, the detail on the form).
 */
function signUpErrors(error: unknown, values: object, signInLink: ReactNode): FormErrors {
  if (isApiError(error) && error.code === 'BRAND_CNPJ_TAKEN') return { cnpj: error.message };
  if (isApiError(error) && error.code === 'ACCOUNT_ALREADY_EXISTS') {
    return {
      email: (
        <>
          {error.message} {signInLink}
        </>
      ),
    };
  }
  return serverErrors(error, values);
}

/**
 * 'Cadastrar minha marca': the company (name and CNPJ, typed with or without punctuation) and its
 * owner (name, e-mail, senha), checked with the API's own schema. A refusal keeps everything typed.
 */
export function SignUpForm({ onSubmit, signInLink }: { onSubmit: (values: BrandSignUpPayload) => Promise<unknown>; signInLink: ReactNode }) {
  const form = useZodForm(brandSignUpPayloadSchema, { companyName: '', cnpj: '', name: '', email: '', password: '' });
  const cnpj = form.getInputProps('cnpj');
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async (values) => {
        try {
          await onSubmit(values);
        } catch (error) {
          form.setErrors(signUpErrors(error, values, signInLink));
        }
      })}
    >
      <Stack>
        <TextInput label="Nome da empresa" autoComplete="organization" required {...form.getInputProps('companyName')} />
        <TextInput
          label="CNPJ"
          placeholder="00.000.000/0000-00"
          inputMode="text"
          autoComplete="off"
          required
          {...cnpj}
          // Typed with or without punctuation, a CNPJ's shape reads back with its own once the field is left.
          onBlur={(event) => {
            cnpj.onBlur?.(event);
            form.setFieldValue('cnpj', formatCnpj(form.getValues().cnpj));
          }}
        />
        <TextInput label="Seu nome" autoComplete="name" required {...form.getInputProps('name')} />
        <EmailInput required {...form.getInputProps('email')} />
        <NewPasswordInput {...form.getInputProps('password')} />
        <FormSubmit form={form}>Cadastrar minha marca</FormSubmit>
      </Stack>
    </form>
  );
}
