import * as v from 'valibot';
import { USER_LIST_TYPES } from '../../domain/users/userList.ts';
import { UserFormSchema, userFormProblem } from '../../domain/users/userForm.ts';
import { roleIdOf } from '../../domain/users/userListFilter.ts';
import { StoredId } from '../../domain/validation/storableSchemas.ts';

const ID_MESSAGE = 'Please name the user: id, a whole number from 1.';
const IdSchema = StoredId(ID_MESSAGE);

/** The form's rules (domain/users/userForm.ts) on a body: the first broken one is the 400's message. */
const withFormRules = <S extends v.GenericSchema<unknown, v.InferOutput<typeof UserFormSchema>>>(schema: S) =>
  v.pipe(
    schema,
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const problem = userFormProblem(dataset.value as v.InferOutput<typeof UserFormSchema>);
      if (problem) addIssue({ message: problem });
    }),
  );

/** POST /users/create: the user form's fields (spec 002 §2 "User form"). */
export const UserCreateBodySchema = withFormRules(UserFormSchema);

/** POST /users/update and POST /users/import: the user's id and the form's fields. */
export const UserEditBodySchema = withFormRules(v.object({ id: IdSchema, ...UserFormSchema.entries }));

/** POST /users/status: activate or deactivate a user. */
export const UserStatusBodySchema = v.object({
  id: IdSchema,
  status: v.picklist(['active', 'inactive'], 'The status must be active or inactive.'),
});

/** GET /users (spec 002 §7): search, role, type, page, and export=1 for the whole view as CSV. */
export const UserListQuerySchema = v.object({
  page: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/, 'The page must be a whole number from 1.'), v.transform(Number)), '1'),
  search: v.optional(v.pipe(v.string(), v.maxLength(200, 'The search is too long.')), ''),
  role: v.optional(
    v.pipe(
      v.string(),
      v.check((text) => roleIdOf(text) !== null, 'The role must be a role id from 1 to 6.'),
      v.transform((text) => roleIdOf(text)),
    ),
  ),
  type: v.optional(v.picklist(USER_LIST_TYPES, `The type must be one of ${USER_LIST_TYPES.join(', ')}.`), 'all'),
  export: v.optional(v.picklist(['1'], 'export must be 1 when given.')),
});
