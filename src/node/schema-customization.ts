import type { CreateSchemaCustomizationArgs } from "gatsby";
import { createContentTypes } from "./content-schema";
import { createProjectTypes } from "./projects";

/** Every explicit GraphQL type of the site: the content model's and the organization's projects. */
export function createSchemaCustomization(args: CreateSchemaCustomizationArgs): void {
  createContentTypes(args);
  createProjectTypes(args);
}
