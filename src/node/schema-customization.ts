import type { CreateSchemaCustomizationArgs } from "gatsby";
import { createSchemaCustomization as createContentTypes } from "./schema";
import { createProjectTypes } from "./projects";

/** Every explicit GraphQL type of the site: the content model's and the organization's projects. */
export function createSchemaCustomization(args: CreateSchemaCustomizationArgs): void {
  createContentTypes(args);
  createProjectTypes(args);
}
