import type { Option } from '@anupalan/shared';
import { z } from 'zod';

/** An option as option lists send it: id, name, label, value (async searches) and Tag (children). */
interface OptionItem {
  id?: string | number;
  name?: string;
  label?: string;
  value?: string | number;
  Tag?: OptionItem[];
}

const optionItem: z.ZodType<OptionItem> = z.lazy(() =>
  z.object({
    id: z.union([z.string(), z.number()]).optional(),
    name: z.string().optional(),
    label: z.string().optional(),
    value: z.union([z.string(), z.number()]).optional(),
    Tag: z.array(optionItem).optional(),
  }),
);

function toOption(item: OptionItem): Option {
  const value = String(item.value ?? item.name ?? item.id ?? '');
  const option: Option = { value, label: item.label ?? item.name ?? value };
  return item.Tag ? { ...option, Tag: item.Tag.map(toOption) } : option;
}

/** Reads an option list into the engine's options (value and label, children in Tag). */
export const optionList = {
  parse(data: unknown): Option[] {
    return z.array(optionItem).parse(data).map(toOption);
  },
};

/** Every option of a tree, parents first, with its depth. */
export function flattenOptions(options: Option[], depth = 0): { option: Option; depth: number }[] {
  return options.flatMap((option) => [{ option, depth }, ...flattenOptions(option.Tag ?? [], depth + 1)]);
}
