// FormRules: one declarative form spec drives validation in apps, backends and translation tools.
// Reports carry source locations and localized messages, so every user of FormRules needs the
// Localization module's types too: re-export it rather than make each caller import both.
@_exported public import Localization
