import { defineErrors } from '@tessera/kit'

/** Every code the custom-data service answers with, beside the kit's common ones. */
export const errors = defineErrors({
  CustomTableNameInvalid: { status: 400, message: 'The table name must be 2 to 100 characters' },
  CustomTableNameExists: { status: 400, message: 'A table with that name exists' },
  CustomColumnNameExists: { status: 400, message: 'A column with that name exists' },
  CustomDataInvalidColumn: { status: 400, message: 'No such column' },
  CustomDataRequired: { status: 400, message: 'A required value is missing' },
  CustomDataInvalidEmail: { status: 400, message: 'Enter a valid e-mail address' },
  CustomDataUniqueFail: { status: 400, message: 'A row with that value already exists' },
  CustomDataMaxEvents: { status: 400, message: 'The table has the most events it can have' },
  CustomDataUsageExceeded: {
    status: 400,
    message: "The site's custom data allowance is used up: upgrade the plan or remove rows",
  },
  CollectionNameInvalid: {
    status: 400,
    message: 'Collection names are 1 to 100 characters, without a slash',
  },
  CollectionNameExists: { status: 400, message: 'A collection with that name exists' },
  CollectionFieldNameExists: { status: 400, message: 'A field with that name exists' },
  CollectionFieldInvalid: { status: 400, message: 'The field is not set up correctly' },
  CollectionUsageExceeded: {
    status: 400,
    message: "The site's plan allows no more collections or items: upgrade the plan",
  },
  CollectionInUse: {
    status: 400,
    message: 'Other fields refer to this: confirm to delete it and clear them',
  },
  // The shared rules of web/site-format, which the editor checks too.
  table_name: { status: 400, message: 'The table name must be 2 to 100 characters' },
  table_confirm: { status: 400, message: 'Type the table name to confirm' },
  column_name: { status: 400, message: 'Column names are 1 to 50 characters' },
  column_default: { status: 400, message: 'A default is at most 50 characters' },
  column_param: { status: 400, message: 'MinLength and MaxLength need a number' },
  min_max: { status: 400, message: 'The minimum length must be less than the maximum' },
  invalid_email: { status: 400, message: 'Enter valid e-mail addresses' },
  max_recipients: { status: 400, message: 'An event has too many recipients' },
  invalid_rows: { status: 400, message: 'Some rows could not be added' },
  row_length: { status: 400, message: 'A row has more cells than the table has columns' },
  rows_missing: { status: 400, message: 'The file has no header row' },
})
