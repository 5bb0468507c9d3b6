import { type FieldSchema, type FormValues, isFieldShown } from '@anupalan/shared';
import { Box, Grid } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FormEngine } from './engine/use-form-engine';
import { FieldControl } from './FieldControl';
import { useFormContext } from './form-context';
import { FieldGrid } from './layout/FieldGrid';
import { fieldBlocks } from './layout/field-blocks';

/** The grid width of a field when the schema does not give one: half of 12 columns. */
const DEFAULT_FIELD_SIZE = 6;

interface FormFieldsProps {
  fields: FieldSchema[];
  engine: FormEngine;
  busy: boolean;
  renderAfterField?: (colName: string, values: FormValues) => ReactNode;
}

/** The fields of one step on a 12-column grid (each field full width on phones); grid groups as grids. */
export function FormFields({ fields, engine, busy, renderAfterField }: FormFieldsProps) {
  const { role, isEdit } = useFormContext();
  const control = (field: FieldSchema, hideLabel = false) => (
    <FieldControl
      field={field}
      path={field.colName}
      values={engine.values}
      errors={engine.errors}
      onChange={(value, options) => engine.setValue(field.colName, value, options)}
      busy={busy}
      hideLabel={hideLabel}
    />
  );
  const shown = fields.filter((field) => isFieldShown(field, { role, isEdit }));
  return (
    <Grid gap="md">
      {fieldBlocks(shown).map((block) => {
        if (block.kind === 'grid') {
          return (
            <Grid.Col key={`grid-${block.group}`} span={12}>
              <FieldGrid
                group={block.group}
                fields={block.fields}
                renderCell={(field) => control(field, true)}
              />
            </Grid.Col>
          );
        }
        const { field } = block;
        const after = renderAfterField?.(field.colName, engine.values);
        return (
          <Grid.Col key={field.colName} span={{ base: 12, sm: field.fieldSize ?? DEFAULT_FIELD_SIZE }}>
            {control(field)}
            {after ? <Box mt="xs">{after}</Box> : null}
          </Grid.Col>
        );
      })}
    </Grid>
  );
}
