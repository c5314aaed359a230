// FormRules: one declarative form spec drives validation in apps, backends and translation tools.
// The module's types live in the folders beside this file; see DESIGN in the README.
