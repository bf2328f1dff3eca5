import { z } from 'zod';

export const CATEGORY_NAME_MAX_LENGTH = 60;
export const CATEGORY_DESCRIPTION_MAX_LENGTH = 500;
export const MAX_CATEGORIES_PER_BUSINESS = 500;

export const CATEGORY_MESSAGES = {
  notFound: 'Category not found',
  nameTaken: 'A category with this name already exists in this business',
  deleted: 'Category deleted successfully. Its products are now uncategorised.',
  limitReached: `Maximum of ${MAX_CATEGORIES_PER_BUSINESS} categories per business`,
  reorderMismatch: "List each of the business's categories exactly once",
} as const;

/** SPEC section 3: Category, an ordered list per business. */
export const CategorySchema = z.object({
  id: z.string(),
  businessId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** 0-based place in the business's order. */
  position: z.number().int(),
  /** Products in this category. */
  itemCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Category = z.infer<typeof CategorySchema>;

export const CreateCategoryBodySchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(CATEGORY_NAME_MAX_LENGTH, `Must be at most ${CATEGORY_NAME_MAX_LENGTH} characters`),
  description: z
    .string()
    .trim()
    .max(
      CATEGORY_DESCRIPTION_MAX_LENGTH,
      `Must be at most ${CATEGORY_DESCRIPTION_MAX_LENGTH} characters`,
    )
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v)),
});
export type CreateCategoryBody = z.input<typeof CreateCategoryBodySchema>;
export type CreateCategoryInput = z.output<typeof CreateCategoryBodySchema>;
export const UpdateCategoryBodySchema = CreateCategoryBodySchema.partial();
export type UpdateCategoryBody = z.input<typeof UpdateCategoryBodySchema>;
export type UpdateCategoryInput = z.output<typeof UpdateCategoryBodySchema>;

/** PUT /businesses/{id}/categories/reorder: every category id of the business, in the new order. */
export const ReorderCategoriesBodySchema = z.object({
  categories: z
    .array(z.string(), { error: 'categories must be a list of category ids' })
    .max(MAX_CATEGORIES_PER_BUSINESS, `At most ${MAX_CATEGORIES_PER_BUSINESS} categories`),
});
export type ReorderCategoriesBody = z.infer<typeof ReorderCategoriesBodySchema>;

export const CategoryParamsSchema = z.object({ id: z.string(), catId: z.string() });
export const CategoryResponseSchema = z.object({ category: CategorySchema });
export const CategoryListResponseSchema = z.object({ categories: z.array(CategorySchema) });
export const DeleteCategoryResponseSchema = z.object({ message: z.string() });
